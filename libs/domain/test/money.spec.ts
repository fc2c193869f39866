import {
  centsToDecimal,
  parseAmount,
  purchaseMaxCents,
  totalsByCurrency,
  budgetAmountMaxCents,
  isCurrency,
} from '../src/index.js';

describe('parseAmount: an amount as typed, into whole cents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,01', 1],
    ['  7,25 ', 725],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234.5', 123450],
    ['10000', 1_000_000],
    [12.5, 1250],
    [3, 300],
  ])('reads %p as %p cents', (input, cents) => {
    expect(parseAmount(input, purchaseMaxCents)).toEqual({ ok: true, cents });
  });

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['NaN', 'format'],
    [Number.NaN, 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    ['douze', 'format'],
    ['12,50 $', 'format'],
    ['1e3', 'format'],
    ['1,234.50', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['+5', 'format'],
    ['12 34', 'format'],
    [true, 'format'],
    [{}, 'format'],
    ['-5', 'notPositive'],
    ['- 5,00', 'notPositive'],
    [-5, 'notPositive'],
    ['0', 'notPositive'],
    ['0,00', 'notPositive'],
    [0, 'notPositive'],
    ['12,345', 'decimals'],
    ['0,001', 'decimals'],
    [0.1 + 0.2, 'decimals'],
    ['10000,01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %p (%s), never rounding', (input, problem) => {
    expect(parseAmount(input, purchaseMaxCents)).toEqual({ ok: false, problem });
  });

  it('takes its bound from the caller: a budget line may be far larger than a purchase', () => {
    expect(parseAmount('250 000', purchaseMaxCents)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseAmount('250 000', budgetAmountMaxCents)).toEqual({ ok: true, cents: 25_000_000 });
    expect(parseAmount('10 000 000,01', budgetAmountMaxCents)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('allows zero only when asked (a planned amount not decided yet), never a negative', () => {
    expect(parseAmount('0', budgetAmountMaxCents, { allowZero: true })).toEqual({ ok: true, cents: 0 });
    expect(parseAmount('0,00', budgetAmountMaxCents, { allowZero: true })).toEqual({ ok: true, cents: 0 });
    expect(parseAmount('-1', budgetAmountMaxCents, { allowZero: true })).toEqual({
      ok: false,
      problem: 'notPositive',
    });
  });
});

describe('money helpers', () => {
  it('writes cents as decimal text for a spreadsheet or a form', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5, ',')).toBe('0,05');
    expect(centsToDecimal(-123456, ',')).toBe('-1234,56');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('adds per currency, never across currencies, in the settings’ order', () => {
    expect(
      totalsByCurrency([
        { cents: 500, currency: 'EUR' },
        { cents: 1250, currency: 'CAD' },
        { cents: 250, currency: 'CAD' },
        { cents: 100, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'CAD', cents: 1500 },
      { currency: 'USD', cents: 100 },
      { currency: 'EUR', cents: 500 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });

  it('knows only the settings’ currencies (spec §3)', () => {
    expect(['CAD', 'USD', 'EUR'].every(isCurrency)).toBe(true);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency('cad')).toBe(false);
  });
});
