import { z } from 'zod';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';
import {
  checkEventFields,
  occurrencePage,
  planningEventFieldsShape,
  planningEventInputSchema,
  planningEventSchema,
  planningOccurrenceSchema,
  planningRangeMaxDays,
} from './planning-event.js';

/** Frozen subjects of the planning service (style.md §3): a subject changes only with a migration plan. */
export const planningSubjects = {
  listOccurrences: 'planning.occurrence.list',
  addEvent: 'planning.event.create',
  updateEvent: 'planning.event.update',
  cancelEvent: 'planning.event.cancel',
} as const;

/**
 * The occurrences from `from` to `to` (days included, at most 100 days), by start then id, a page at a time;
 * `groupId` keeps one group's (and the whole school's). Each reader sees what concerns them: an admin the
 * school's, a teacher the whole school's and their groups', a student the whole school's and their groups'.
 */
export const listOccurrencesQuerySchema = z
  .object({
    from: calendarDaySchema,
    to: calendarDaySchema,
    groupId: z.string().uuid().optional(),
    ...pageQueryShape(occurrencePage),
  })
  .superRefine(({ from, to }, context) => {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodOrder' });
    else if (days > planningRangeMaxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.planningRangeTooLong' });
  });
export const listOccurrences = defineRequest(
  planningSubjects.listOccurrences,
  listOccurrencesQuerySchema,
  z.object({ occurrences: z.array(planningOccurrenceSchema), ...nextCursorShape }),
);

/** 'Nouvel événement' → 'Événement ajouté' (a series: every week until its last day, except its exceptions). */
export const addEvent = defineRequest(
  planningSubjects.addEvent,
  planningEventInputSchema,
  planningEventSchema,
);

/** Every field again, as the form sends it; the event's SEQUENCE goes up by one. */
export const updateEventInputSchema = z
  .object({ eventId: z.string().uuid() })
  .extend(planningEventFieldsShape)
  .superRefine(checkEventFields);
export const updateEvent = defineRequest(
  planningSubjects.updateEvent,
  updateEventInputSchema,
  planningEventSchema,
);

/** 'Annuler l'événement': it stays in the calendars and the feeds, marked 'Annulé'. */
export const cancelEvent = defineRequest(
  planningSubjects.cancelEvent,
  z.object({ eventId: z.string().uuid() }),
  planningEventSchema,
);
