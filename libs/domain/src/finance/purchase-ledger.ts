import { currencies, totalsByCurrency, type CurrencyCode, type Money } from './money.js';

/**
 * A purchase's ledger is append-only: it is charged once; a payment marks it paid; a mistake is undone by a
 * reversing entry (a payment reversed puts it back to 'À régler'; the charge reversed cancels it), never
 * by an edit. Every entry keeps who wrote it and when.
 */
export const ledgerEntryKinds = ['charge', 'payment', 'paymentReversal', 'chargeReversal'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** What the student owes after the entry: a charge adds, a payment subtracts, a reversal undoes its entry. */
export function signedCents(kind: LedgerEntryKind, amountCents: number): number {
  return kind === 'charge' || kind === 'paymentReversal' ? amountCents : -amountCents;
}

/** Spec §4: credit 'À régler' becomes paid 'Payé'; a reversed charge is cancelled ('Annulé'). */
export type PurchaseStatus = 'credit' | 'paid' | 'cancelled';

export interface LedgerEntryFacts {
  kind: LedgerEntryKind;
  /** An ISO instant. */
  recordedAt: string;
}

export interface PurchaseState {
  status: PurchaseStatus;
  paidAt: string | null;
  cancelledAt: string | null;
}

/** The state a purchase's entries (oldest first) leave it in. */
export function purchaseStateOf(entries: readonly LedgerEntryFacts[]): PurchaseState {
  let state: PurchaseState = { status: 'credit', paidAt: null, cancelledAt: null };
  for (const entry of entries) {
    if (entry.kind === 'payment') state = { ...state, status: 'paid', paidAt: entry.recordedAt };
    if (entry.kind === 'paymentReversal') state = { ...state, status: 'credit', paidAt: null };
    if (entry.kind === 'chargeReversal')
      state = { status: 'cancelled', paidAt: null, cancelledAt: entry.recordedAt };
  }
  return state;
}

/** Which entry may follow: a payment on a purchase to settle, a reversal of the payment or of the charge. */
export type LedgerMove = 'pay' | 'reversePayment' | 'cancel';

/** The one state each move starts from: a paid purchase is first un-paid before it is cancelled. */
const allowedFrom: Record<LedgerMove, PurchaseStatus> = {
  pay: 'credit',
  reversePayment: 'paid',
  cancel: 'credit',
};

export function canMove(status: PurchaseStatus, move: LedgerMove): boolean {
  return allowedFrom[move] === status;
}

export const ledgerMoveEntry: Record<LedgerMove, LedgerEntryKind> = {
  pay: 'payment',
  reversePayment: 'paymentReversal',
  cancel: 'chargeReversal',
};

export interface PurchaseAmount {
  amountCents: number;
  currency: CurrencyCode;
  status: PurchaseStatus;
}

/** Spec §4: the debt is the sum of the amounts of unpaid purchases — per currency, never converted. */
export function debtOf(purchases: readonly PurchaseAmount[]): Money[] {
  return totalsByCurrency(
    purchases
      .filter((purchase) => purchase.status === 'credit')
      .map((purchase) => ({ cents: purchase.amountCents, currency: purchase.currency })),
  );
}

export interface PurchaseTotals {
  currency: CurrencyCode;
  /** Every purchase not cancelled. */
  totalCents: number;
  paidCents: number;
  unpaidCents: number;
  count: number;
}

/** A list's totals, per currency: what was bought, what was paid, what is still owed. */
export function purchaseTotals(purchases: readonly PurchaseAmount[]): PurchaseTotals[] {
  const byCurrency = new Map<CurrencyCode, PurchaseTotals>();
  for (const purchase of purchases) {
    if (purchase.status === 'cancelled') continue;
    const totals = byCurrency.get(purchase.currency) ?? {
      currency: purchase.currency,
      totalCents: 0,
      paidCents: 0,
      unpaidCents: 0,
      count: 0,
    };
    totals.totalCents += purchase.amountCents;
    totals.count += 1;
    if (purchase.status === 'paid') totals.paidCents += purchase.amountCents;
    else totals.unpaidCents += purchase.amountCents;
    byCurrency.set(purchase.currency, totals);
  }
  return currencies.filter((c) => byCurrency.has(c)).map((c) => byCurrency.get(c)!);
}
