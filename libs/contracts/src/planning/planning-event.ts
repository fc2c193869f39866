import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { calendarDaySchema } from '../homework/practice.js';
import { reservedInstrumentSchema } from '../inventory/reservations.js';
import {
  checkTripDeadlines,
  tripDeadlinesInputSchema,
  tripDeadlinesSchema,
} from './planning-trip-deadlines.js';

/** The kinds of events of a music department (issue 28 §1), as the screens name them in French. */
export const planningEventTypes = ['rehearsal', 'concert', 'outing', 'exam', 'meeting', 'deadline'] as const;
export type PlanningEventType = (typeof planningEventTypes)[number];
export const planningEventTypeSchema = z.enum(planningEventTypes, { error: 'validation.planningEventType' });

export const planningTitleMax = 120;
export const planningLineMax = 200;
export const planningDescriptionMax = 2000;
/** A weekly series ends within a year of its first day (a school year's rehearsals). */
export const planningSeriesMaxDays = 366;
export const planningExceptionsMax = 60;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeFormat');
const optionalLine = (max: number) =>
  z
    .string()
    .pipe(freeText({ multiline: false }).max(max, 'validation.planningTextMax'))
    .nullish()
    .transform((value) => (value ? value : null));

/** Weekly, on the first day's weekday, until a day (included), except the days listed ('congés'). */
export const weeklyRecurrenceSchema = z.object({
  until: calendarDaySchema,
  exceptions: z
    .array(calendarDaySchema)
    .max(planningExceptionsMax, 'validation.planningExceptionsMax')
    .default([]),
});
export type WeeklyRecurrence = z.infer<typeof weeklyRecurrenceSchema>;

/**
 * What 'Nouvel événement' sends: days and wall-clock times in the school's time zone (America/Toronto); the
 * call time ('Heure d'arrivée') on the first day, at or before the start; no group at all: the whole school.
 */
export const planningEventFieldsShape = {
  title: z
    .string({ error: 'validation.titleRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.titleRequired')
        .max(planningTitleMax, 'validation.titleMax'),
    ),
  type: planningEventTypeSchema,
  day: calendarDaySchema,
  startTime: timeSchema,
  /** The last day, when the event spans several (a trip); the first day otherwise. */
  endDay: calendarDaySchema.nullish().transform((value) => value ?? null),
  endTime: timeSchema,
  callTime: timeSchema.nullish().transform((value) => value ?? null),
  place: optionalLine(planningLineMax),
  groupIds: z.array(z.string().uuid()).max(50).default([]),
  dressCode: optionalLine(planningLineMax),
  bring: optionalLine(planningLineMax),
  description: z
    .string()
    .pipe(freeText({ multiline: true }).max(planningDescriptionMax, 'validation.descriptionMax'))
    .nullish()
    .transform((value) => (value ? value : null)),
  recurrence: weeklyRecurrenceSchema.nullish().transform((value) => value ?? null),
  /**
   * A 'Sortie''s deadlines (deposit, balance, consents). Absent: none on creation, unchanged on an edit (a
   * client that does not know them keeps them); null: none.
   */
  trip: tripDeadlinesInputSchema.nullable().optional(),
};

type EventFields = z.output<z.ZodObject<typeof planningEventFieldsShape>>;

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The rules between fields: the end after the start, the call time before it, the series within a year. */
export function checkEventFields(fields: EventFields, context: z.RefinementCtx): void {
  const endDay = fields.endDay ?? fields.day;
  if (endDay < fields.day || (endDay === fields.day && fields.endTime <= fields.startTime))
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.planningEndBeforeStart' });
  if (fields.callTime && fields.callTime > fields.startTime)
    context.addIssue({ code: 'custom', path: ['callTime'], message: 'validation.planningCallAfterStart' });
  checkTripDeadlines(fields, context);
  const recurrence = fields.recurrence;
  if (recurrence) {
    if (endDay !== fields.day)
      context.addIssue({ code: 'custom', path: ['recurrence'], message: 'validation.planningSeriesOneDay' });
    const span = dayCount(fields.day, recurrence.until);
    if (span < 0 || span > planningSeriesMaxDays)
      context.addIssue({
        code: 'custom',
        path: ['recurrence', 'until'],
        message: 'validation.planningSeriesUntil',
      });
  }
}

export const planningEventInputSchema = z.object(planningEventFieldsShape).superRefine(checkEventFields);
export type PlanningEventInput = z.input<typeof planningEventInputSchema>;
export type PlanningEventFields = z.output<typeof planningEventInputSchema>;

export const planningEventStatusSchema = z.enum(['scheduled', 'cancelled']);

/** An event as stored: its fields, its status ('Annulé' when cancelled) and its version (the feed's SEQUENCE). */
export const planningEventSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  type: planningEventTypeSchema,
  day: z.string(),
  startTime: z.string(),
  endDay: z.string(),
  endTime: z.string(),
  callTime: z.string().nullable(),
  place: z.string().nullable(),
  groupIds: z.array(z.string().uuid()),
  dressCode: z.string().nullable(),
  bring: z.string().nullable(),
  description: z.string().nullable(),
  recurrence: z.object({ until: z.string(), exceptions: z.array(z.string()) }).nullable(),
  /** A 'Sortie''s deadlines and amounts (cents, CAD); null or absent: none. */
  trip: tripDeadlinesSchema.nullish(),
  /** The school's instruments reserved for it (issue 28 §7), as the inventory last answered; absent: none. */
  equipment: z.array(reservedInstrumentSchema).optional(),
  status: planningEventStatusSchema,
  sequence: z.number().int().min(0),
  updatedAt: z.string(),
});
export type PlanningEvent = z.infer<typeof planningEventSchema>;

/** One dated occurrence of an event (a weekly series has one per week), with its instants. */
export const planningOccurrenceSchema = z.object({
  occurrenceId: z.string().uuid(),
  /** The day of this occurrence, in the school's time zone. */
  occurrenceDay: z.string(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
  callAt: z.string().datetime().nullable(),
  event: planningEventSchema,
});
export type PlanningOccurrence = z.infer<typeof planningOccurrenceSchema>;

/** A full occurrence is under 6 kB (its texts at their maximum): 200 stay far under NATS's 1 MB. */
export const occurrencePage: PageSize = { default: 50, max: 200 };
/** A list covers at most a quarter and a bit (a month view with its edges, or the term at a glance). */
export const planningRangeMaxDays = 100;
