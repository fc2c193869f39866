import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { dayOf, instantAt, shiftDay } from '../practice/calendar-day.js';

/** The two reminders the platform mails before an occurrence (issue 28 §3). */
export type ReminderWhen = 'day-before' | 'two-hours';
export const reminderWhens: readonly ReminderWhen[] = ['day-before', 'two-hours'];

/** What a reminder is computed from: the occurrence's start and its call time ('Heure d'arrivée'), if any. */
export interface RemindedOccurrence {
  startsAt: Date;
  callAt: Date | null;
}

const twoHoursMs = 2 * 60 * 60 * 1000;

/**
 * When a reminder is due, counted from the call time ('Heure d'arrivée'), else the start:
 * - `day-before`: the same wall-clock time on the calendar day before, in the school's time zone, so a
 *   rehearsal called at 18:15 is reminded at 18:15 the evening before even across the change of daylight
 *   saving time (then 23 or 25 hours before);
 * - `two-hours`: two hours of real time before (a change of the clock in between does not shift it).
 */
export function reminderDueAt(occurrence: RemindedOccurrence, when: ReminderWhen, timeZone: string): Date {
  const at = occurrence.callAt ?? occurrence.startsAt;
  if (when === 'two-hours') return new Date(at.getTime() - twoHoursMs);
  const wallClock = format(new TZDate(at.getTime(), timeZone), 'HH:mm');
  return instantAt(shiftDay(dayOf(at, timeZone), -1), wallClock, timeZone);
}

/** A reminder to schedule: the occurrence (by its index in what was given), which one, when. */
export interface ScheduledReminder {
  index: number;
  when: ReminderWhen;
  dueAt: Date;
}

/**
 * Every reminder still ahead of `now` for these occurrences, by due time: one already past (an event added
 * the same evening) is not sent late, the other one may still be.
 */
export function remindersAhead(
  occurrences: readonly RemindedOccurrence[],
  now: Date,
  timeZone: string,
): ScheduledReminder[] {
  return occurrences
    .flatMap((occurrence, index) =>
      reminderWhens.map((when) => ({ index, when, dueAt: reminderDueAt(occurrence, when, timeZone) })),
    )
    .filter((reminder) => reminder.dueAt.getTime() > now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.index - b.index);
}
