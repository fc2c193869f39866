import {
  canMove,
  debtOf,
  purchaseStateOf,
  purchaseTotals,
  signedCents,
  type LedgerEntryFacts,
} from '../src/index.js';

const at = (kind: LedgerEntryFacts['kind'], minute: number): LedgerEntryFacts => ({
  kind,
  recordedAt: `2026-10-01T12:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('a purchase’s append-only ledger', () => {
  it('is À régler once charged, Payé once paid', () => {
    expect(purchaseStateOf([at('charge', 0)])).toEqual({ status: 'credit', paidAt: null, cancelledAt: null });
    expect(purchaseStateOf([at('charge', 0), at('payment', 5)])).toEqual({
      status: 'paid',
      paidAt: '2026-10-01T12:05:00.000Z',
      cancelledAt: null,
    });
  });

  it('goes back to À régler when its payment is reversed, and is paid again by a new payment', () => {
    const reversed = [at('charge', 0), at('payment', 5), at('paymentReversal', 6)];
    expect(purchaseStateOf(reversed).status).toBe('credit');
    expect(purchaseStateOf([...reversed, at('payment', 9)])).toMatchObject({
      status: 'paid',
      paidAt: '2026-10-01T12:09:00.000Z',
    });
  });

  it('is cancelled when its charge is reversed', () => {
    expect(purchaseStateOf([at('charge', 0), at('chargeReversal', 3)])).toEqual({
      status: 'cancelled',
      paidAt: null,
      cancelledAt: '2026-10-01T12:03:00.000Z',
    });
  });

  it('allows each move from one state only (no paying twice, no cancelling a paid purchase)', () => {
    expect(canMove('credit', 'pay')).toBe(true);
    expect(canMove('paid', 'pay')).toBe(false);
    expect(canMove('cancelled', 'pay')).toBe(false);
    expect(canMove('paid', 'reversePayment')).toBe(true);
    expect(canMove('credit', 'reversePayment')).toBe(false);
    expect(canMove('credit', 'cancel')).toBe(true);
    expect(canMove('paid', 'cancel')).toBe(false);
    expect(canMove('cancelled', 'cancel')).toBe(false);
  });

  it('signs each entry by what it does to the balance', () => {
    expect(signedCents('charge', 1250)).toBe(1250);
    expect(signedCents('payment', 1250)).toBe(-1250);
    expect(signedCents('paymentReversal', 1250)).toBe(1250);
    expect(signedCents('chargeReversal', 1250)).toBe(-1250);
  });
});

describe('debt and totals (spec §4: the debt is the sum of unpaid purchases)', () => {
  const purchases = [
    { amountCents: 1250, currency: 'CAD' as const, status: 'credit' as const },
    { amountCents: 800, currency: 'CAD' as const, status: 'paid' as const },
    { amountCents: 300, currency: 'CAD' as const, status: 'cancelled' as const },
    { amountCents: 450, currency: 'USD' as const, status: 'credit' as const },
    { amountCents: 50, currency: 'CAD' as const, status: 'credit' as const },
  ];

  it('adds only unpaid purchases, per currency', () => {
    expect(debtOf(purchases)).toEqual([
      { currency: 'CAD', cents: 1300 },
      { currency: 'USD', cents: 450 },
    ]);
    expect(debtOf([])).toEqual([]);
  });

  it('totals bought, paid and owed per currency, leaving cancelled purchases out', () => {
    expect(purchaseTotals(purchases)).toEqual([
      { currency: 'CAD', totalCents: 2100, paidCents: 800, unpaidCents: 1300, count: 3 },
      { currency: 'USD', totalCents: 450, paidCents: 0, unpaidCents: 450, count: 1 },
    ]);
  });
});
