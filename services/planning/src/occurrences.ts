import { RRuleTemporal } from 'rrule-temporal';
import type { PlanningEventFields } from '@crescendo/contracts';
import { daysBetween, instantAt, shiftDay } from '@crescendo/domain';

/** One dated occurrence of an event: its day in the school's time zone and its instants. */
export interface OccurrenceTimes {
  day: string;
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
}

const compact = (day: string) => day.replace(/-/g, '');

/**
 * The days an event happens: its own day, or every week on its weekday until `until` (included) except its
 * exceptions, expanded by rrule-temporal in the school's time zone, so a rehearsal at 18:30 stays at 18:30
 * across the change to or from daylight saving time.
 */
export function occurrenceDays(fields: PlanningEventFields, timeZone: string): string[] {
  if (!fields.recurrence) return [fields.day];
  const { until, exceptions } = fields.recurrence;
  const rule = new RRuleTemporal({
    rruleString: `DTSTART;TZID=${timeZone}:${compact(fields.day)}T120000\nRRULE:FREQ=WEEKLY;UNTIL=${compact(until)}`,
  });
  const skipped = new Set(exceptions);
  return rule
    .all()
    .map((occurrence) => occurrence.toPlainDate().toString())
    .filter((day) => !skipped.has(day));
}

/** Each occurrence's instants: the wall-clock times of the event on each of its days. */
export function occurrencesOf(fields: PlanningEventFields, timeZone: string): OccurrenceTimes[] {
  const length = daysBetween(fields.day, fields.endDay ?? fields.day);
  return occurrenceDays(fields, timeZone).map((day) => ({
    day,
    startsAt: instantAt(day, fields.startTime, timeZone),
    endsAt: instantAt(shiftDay(day, length), fields.endTime, timeZone),
    callAt: fields.callTime ? instantAt(day, fields.callTime, timeZone) : null,
  }));
}
