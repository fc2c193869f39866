import { displayTimeZone, intlLocale, type Language } from './languages.js';

export type Currency = 'CAD' | 'USD' | 'EUR';

const currencySymbol: Record<Currency, string> = { CAD: '$', USD: '$', EUR: '€' };

// Intl separates thousands with no-break spaces; the product's amounts use plain ones ('1 234,50 $ CAD').
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * An amount stored in cents, with 2 decimals and its currency code:
 * French '12,50 $ CAD', English '$12.50 CAD'.
 */
export function formatMoney(cents: number, currency: Currency = 'CAD', lang: Language = 'fr'): string {
  if (!Number.isInteger(cents)) throw new RangeError(`formatMoney expects whole cents, got ${cents}`);
  const amount = new Intl.NumberFormat(intlLocale[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100);
  const sign = cents < 0 ? '-' : '';
  const symbol = currencySymbol[currency];
  const text =
    lang === 'fr' ? `${sign}${amount} ${symbol} ${currency}` : `${sign}${symbol}${amount} ${currency}`;
  return plainSpaces(text);
}

type DateInput = Date | string | number;
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

function format(value: DateInput, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const formatter = new Intl.DateTimeFormat(intlLocale[lang], { timeZone: displayTimeZone, ...options });
  return plainSpaces(formatter.format(toDate(value)));
}

/** Time of day as HH:mm (24 h) in America/Toronto, in both languages (fr-CA alone would write '13 h 05'). */
export function formatTime(value: DateInput, lang: Language = 'fr'): string {
  const parts = new Intl.DateTimeFormat(intlLocale[lang], {
    timeZone: displayTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const part = (type: 'hour' | 'minute'): string => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** A long date: '5 mars 2026' / 'March 5, 2026'. */
export function formatDate(value: DateInput, lang: Language = 'fr'): string {
  return format(value, lang, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A compact date for tables: '2026-03-05' (the Canadian short form in both languages). */
export function formatShortDate(value: DateInput, lang: Language = 'fr'): string {
  return format(value, lang, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A long date followed by HH:mm: '5 mars 2026, 14:05'. */
export function formatDateTime(value: DateInput, lang: Language = 'fr'): string {
  return `${formatDate(value, lang)}, ${formatTime(value, lang)}`;
}
