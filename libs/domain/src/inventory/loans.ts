import type { CalendarDay } from '../practice/calendar-day.js';

/** Issue 27 §1: an instrument's condition, 'Neuf' / 'Bon' / 'Usé' / 'À réparer' / 'Hors service'. */
export const instrumentConditions = ['new', 'good', 'worn', 'needs-repair', 'out-of-service'] as const;
export type InstrumentCondition = (typeof instrumentConditions)[number];

/** Issue 27 §5: what a return says of the damage, 'Usure normale' / 'Dommage accidentel' / 'Perte ou dommage par négligence'. */
export const returnDamages = ['normal-wear', 'accidental', 'negligence'] as const;
export type ReturnDamage = (typeof returnDamages)[number];

/**
 * Where an instrument stands: on the shelf, lent, lent past its due date, or at the repair shop
 * ('En réparation', issue 27 §6: not lendable until its repair is recorded as done).
 */
export const instrumentAvailabilities = ['available', 'lent', 'overdue', 'in-repair'] as const;
export type InstrumentAvailability = (typeof instrumentAvailabilities)[number];

/** A loan's due date by default: the end of the school year, June 30 (issue 27 §3). */
export const loanDueMonthDay = '06-30';

/**
 * The end of the school year the loan is for: the next June 30 on or after `today` (a day of the school's
 * time zone). A loan of the August rush is for the year that starts in September, not the one just ended.
 */
export function defaultLoanDueOn(today: CalendarDay): CalendarDay {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${loanDueMonthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${loanDueMonthDay}`;
}

/** Still out after its due day: 'En retard'. */
export function isLoanOverdue(
  loan: { dueOn: CalendarDay; returnedAt: string | null },
  today: CalendarDay,
): boolean {
  return loan.returnedAt === null && loan.dueOn < today;
}

/**
 * Quebec's rule (issue 27 §5): teaching material lent is free; a family answers only for loss or damage by
 * negligence, and only where the board's policy `inventory.chargeFamilies` allows it.
 */
export function mayChargeFamily(damage: ReturnDamage | null, policyAllows: boolean): boolean {
  return damage === 'negligence' && policyAllows;
}
