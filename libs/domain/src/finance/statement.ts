import type { CalendarDay, DayRange } from '../practice/calendar-day.js';
import { currencies, type CurrencyCode, type Money } from './money.js';
import { signedCents, type LedgerEntryKind } from './purchase-ledger.js';

/** One entry of a student's ledger, as a statement reads it. */
export interface StatementEntry {
  /** The day it was recorded, on the organisation's calendar. */
  day: CalendarDay;
  /** An ISO instant: orders the entries of one day. */
  recordedAt: string;
  kind: LedgerEntryKind;
  item: string;
  amountCents: number;
  currency: CurrencyCode;
}

export interface StatementLine {
  day: CalendarDay;
  kind: LedgerEntryKind;
  item: string;
  /** What the entry adds to the balance (a charge, a payment reversed), or 0. */
  chargeCents: number;
  /** What it takes off (a payment, a charge reversed), or 0. */
  creditCents: number;
  /** What the student owes after it. */
  balanceCents: number;
}

/** One currency's account over the period: what was owed before, each entry, what is owed after. */
export interface StatementAccount {
  currency: CurrencyCode;
  openingCents: number;
  lines: StatementLine[];
  chargesCents: number;
  creditsCents: number;
  closingCents: number;
}

/**
 * A parent's statement (issue 13 §4): per currency the balance owed on the eve of `period.from`, every entry
 * of the period in order with the balance after it, and the balance at the end. Currencies with neither a
 * balance nor an entry are left out. `opening`: what was owed before the entries given (a service sums the
 * entries before the period in the database and gives only the period's), added to the balance.
 */
export function statementOf(
  entries: readonly StatementEntry[],
  period: DayRange,
  opening: readonly Money[] = [],
): StatementAccount[] {
  const ordered = [...entries].sort(
    (a, b) => a.day.localeCompare(b.day) || a.recordedAt.localeCompare(b.recordedAt),
  );
  const accounts: StatementAccount[] = [];
  for (const currency of currencies) {
    const mine = ordered.filter((entry) => entry.currency === currency && entry.day <= period.to);
    let balance = opening
      .filter((owed) => owed.currency === currency)
      .reduce((sum, owed) => sum + owed.cents, 0);
    for (const entry of mine)
      if (entry.day < period.from) balance += signedCents(entry.kind, entry.amountCents);
    const account: StatementAccount = {
      currency,
      openingCents: balance,
      lines: [],
      chargesCents: 0,
      creditsCents: 0,
      closingCents: balance,
    };
    for (const entry of mine.filter((e) => e.day >= period.from)) {
      const signed = signedCents(entry.kind, entry.amountCents);
      balance += signed;
      account.lines.push({
        day: entry.day,
        kind: entry.kind,
        item: entry.item,
        chargeCents: signed > 0 ? signed : 0,
        creditCents: signed < 0 ? -signed : 0,
        balanceCents: balance,
      });
      if (signed > 0) account.chargesCents += signed;
      else account.creditsCents -= signed;
    }
    account.closingCents = balance;
    if (account.openingCents !== 0 || account.lines.length > 0) accounts.push(account);
  }
  return accounts;
}
