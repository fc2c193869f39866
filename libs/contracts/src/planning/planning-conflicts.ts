import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { checkEventFields, planningEventFieldsShape } from './planning-event.js';

/** Frozen subject of the warning before saving (issue 28 §5). */
export const planningConflictSubjects = { findConflicts: 'planning.event.conflicts' } as const;

/**
 * The event as it would be saved (every field, as 'Nouvel événement' or the edit sends them) and, when an
 * existing event is moved, its id: it never collides with itself.
 */
export const planningConflictsInputSchema = z
  .object({
    eventId: z
      .string()
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
  })
  .extend(planningEventFieldsShape)
  .superRefine(checkEventFields);
export type PlanningConflictsInput = z.input<typeof planningConflictsInputSchema>;

export const planningConflictKinds = ['student', 'place', 'imported'] as const;
export type PlanningConflictKind = (typeof planningConflictKinds)[number];

/**
 * One collision: `student`, some students of the event's groups are already called by the other event at an
 * overlapping time (`students`: how many; never who); `place`, the same place (case and accents ignored) is
 * taken then; `imported`, the event falls on a day or event of an imported calendar ('Journée pédagogique':
 * `calendar` names it, `allDay` when it covers whole days, and then `event.day` is the event's day that falls
 * on it). `event`: the other event, dated by its first occurrence that collides (day and time in the school's
 * time zone, and the instant).
 */
export const planningConflictSchema = z.object({
  kind: z.enum(planningConflictKinds),
  event: z.object({
    id: z.string().uuid(),
    title: z.string(),
    day: z.string(),
    startTime: z.string(),
    startsAt: z.string().datetime(),
  }),
  students: z.number().int().min(1).optional(),
  calendar: z.object({ id: z.string().uuid(), name: z.string() }).optional(),
  allDay: z.boolean().optional(),
});
export type PlanningConflict = z.infer<typeof planningConflictSchema>;

/** Who may ask: who may write that event (an admin; a teacher for the groups they teach). */
export const findPlanningConflicts = defineRequest(
  planningConflictSubjects.findConflicts,
  planningConflictsInputSchema,
  z.object({ conflicts: z.array(planningConflictSchema) }),
);
