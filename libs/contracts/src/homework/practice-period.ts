import { z } from 'zod';
import { calendarDaySchema } from './practice.js';

/** The longest period one read covers: a (leap) year, what a student's statistics look back over. */
export const practicePeriodMaxDays = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days in [from, to], both included. */
export function daysInPeriod(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

const bothDays = 'validation.periodBothDays';

/**
 * The rules of a period of calendar days (organisation's calendar, 'YYYY-MM-DD'): both days or neither,
 * `from` ≤ `to`, at most `practicePeriodMaxDays` days.
 */
export function checkPeriod(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  const { from, to } = value;
  if (from === undefined || to === undefined) {
    for (const field of ['from', 'to'] as const)
      if (value[field] === undefined && (from ?? to) !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: bothDays });
    return;
  }
  if (from > to)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'validation.periodOrder',
    });
  else if (daysInPeriod(from, to) > practicePeriodMaxDays)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'validation.periodTooLong',
    });
}

/** An optional period (with `checkPeriod`): both days or neither, then everything as before periods existed. */
export const optionalPeriodShape = {
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
};

const requiredDay = z.string({ error: bothDays }).pipe(calendarDaySchema);
/** A required period (with `checkPeriod`). */
export const requiredPeriodShape = { from: requiredDay, to: requiredDay };
