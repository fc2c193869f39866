/** Spec §3 and §9: the currencies of the app settings, CAD by default. */
export const currencies = ['CAD', 'USD', 'EUR'] as const;
export type CurrencyCode = (typeof currencies)[number];
export const defaultCurrency: CurrencyCode = 'CAD';

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** An amount in whole cents of one currency: money never travels or rests as a float. */
export interface Money {
  cents: number;
  currency: CurrencyCode;
}

/** The largest purchase a teacher or an admin records for a student: 10 000,00. */
export const purchaseMaxCents = 1_000_000;
/** The largest planned amount, expense or revenue of a budget: 10 000 000,00. */
export const budgetAmountMaxCents = 1_000_000_000;

/** Why a typed amount is refused: each has its own French message in the contracts' catalogue. */
export type AmountProblem = 'required' | 'format' | 'notPositive' | 'decimals' | 'tooLarge';

export type ParsedAmount = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

// Digits with an optional decimal part; thousands may be grouped with spaces ('1 234,50').
const amountPattern = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d+))?$/;

/**
 * An amount as a person types it, in either language's habit — '12,50', '12.50', '1 234,5', '12' — into
 * whole cents. Strict: a sign, letters, 'NaN', '1e3', '1,234.50' (two separators) or a third decimal are
 * refused, never rounded; so are zero (unless `allowZero`: a planned amount may be nothing yet) and anything
 * above `maxCents`. A number is read through its decimal
 * text (12.5 → '12.5'), so 0.1 + 0.2 (0.30000000000000004) is refused for its decimals, not rounded.
 */
export function parseAmount(
  input: unknown,
  maxCents: number,
  options: { allowZero?: boolean } = {},
): ParsedAmount {
  if (input === undefined || input === null) return { ok: false, problem: 'required' };
  if (typeof input === 'number' && !Number.isFinite(input)) return { ok: false, problem: 'format' };
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, problem: 'format' };
  const text = String(input)
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (/^-\s*\d/.test(text)) return { ok: false, problem: 'notPositive' };
  const match = amountPattern.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const units = whole!.replace(/ /g, '');
  // Compared as text first: a huge whole part would lose precision as a number.
  if (units.replace(/^0+/, '').length > 13) return { ok: false, problem: 'tooLarge' };
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < 0 || (cents === 0 && !options.allowZero)) return { ok: false, problem: 'notPositive' };
  if (cents > maxCents) return { ok: false, problem: 'tooLarge' };
  return { ok: true, cents };
}

/** Cents as plain decimal text for a spreadsheet or a form: 1250 → '12.50' (or '12,50' with ','). */
export function centsToDecimal(cents: number, decimalSeparator: '.' | ',' = '.'): string {
  if (!Number.isInteger(cents)) throw new RangeError(`whole cents expected, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
}

/** Sums per currency, in the order of `currencies`; currencies with nothing are left out. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const sums = new Map<CurrencyCode, number>();
  for (const { cents, currency } of amounts) sums.set(currency, (sums.get(currency) ?? 0) + cents);
  return currencies.filter((c) => sums.has(c)).map((currency) => ({ currency, cents: sums.get(currency)! }));
}
