import { z } from 'zod';
import {
  goalDaysPerWeekMax,
  goalDaysPerWeekMin,
  goalSectionsMax,
  instrumentFamilies,
  refuseGoalPeriod,
  sameSection,
} from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';

/**
 * 'Objectif de l'ensemble' (issue 29 §4): a group's goal of days with practice out of seven over a period (at
 * most a term), set by a teacher of the group. Its progress is computed when read (the share of the group's
 * students who practised the days asked each week, flagged reports left out), never stored. Gated by the
 * school's `gamification.enabled` policy (identity decides it).
 */
export const goalTitleMax = 80;

const daysPerWeekSchema = z
  .number({ error: 'goals.daysPerWeek' })
  .int('goals.daysPerWeek')
  .min(goalDaysPerWeekMin, 'goals.daysPerWeek')
  .max(goalDaysPerWeekMax, 'goals.daysPerWeek');

/**
 * A section of the group (issue 29 §4): the students playing an instrument family or one instrument, as their
 * profile says (identity's). A goal with sections shows each one's share side by side; without, the whole group.
 */
export const goalSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('family'), family: z.enum(instrumentFamilies) }),
  z.object({
    kind: z.literal('instrument'),
    instrument: z.string().trim().min(1, 'goals.sectionInstrument').max(60, 'goals.sectionInstrument'),
  }),
]);
export type GoalSectionInput = z.infer<typeof goalSectionSchema>;

const sectionsSchema = z
  .array(goalSectionSchema)
  .max(goalSectionsMax, 'goals.sectionsMax')
  .superRefine((sections, context) => {
    sections.forEach((section, index) => {
      if (sections.slice(0, index).some((before) => sameSection(before, section)))
        context.addIssue({ code: 'custom', path: [index], message: 'goals.sectionTwice' });
    });
  });

export const goalSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  title: z.string(),
  /** Empty: the whole group's goal ('Objectif de l'ensemble'); else its sections' side by side. */
  sections: z.array(goalSectionSchema),
  daysPerWeek: z.number().int().min(goalDaysPerWeekMin).max(goalDaysPerWeekMax),
  startsOn: z.string(),
  endsOn: z.string(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/** What the teacher fills in ('Pratiquer 5 jours sur 7', from, to): the HTTP body. */
export const goalFieldsSchema = z.object({
  title: z
    .string({ error: 'goals.titleRequired' })
    .pipe(freeText({ multiline: false }).min(1, 'goals.titleRequired').max(goalTitleMax, 'goals.titleMax')),
  daysPerWeek: daysPerWeekSchema,
  startsOn: calendarDaySchema,
  endsOn: calendarDaySchema,
  sections: sectionsSchema.default([]),
});

export const createGoalInputSchema = goalFieldsSchema
  .extend({ groupId: z.string().uuid() })
  .superRefine((input, context) => {
    const refusal = refuseGoalPeriod({ from: input.startsOn, to: input.endsOn });
    if (refusal) context.addIssue({ code: 'custom', path: ['endsOn'], message: refusal });
  });

/** One week of a goal (Monday to Sunday, cut to the period): the share of the students who reached it. */
export const goalWeekSchema = z.object({
  from: z.string(),
  to: z.string(),
  daysAsked: z.number().int().min(0).max(7),
  counted: z.number().int().min(0),
  reached: z.number().int().min(0),
  percent: z.number().int().min(0).max(100).nullable(),
});
export type GoalWeek = z.infer<typeof goalWeekSchema>;

/** One section's weeks, beside the others' (light competition between sections, never between students). */
export const goalSectionProgressSchema = z.object({
  section: goalSectionSchema,
  weeks: z.array(goalWeekSchema),
});
export type GoalSectionProgress = z.infer<typeof goalSectionProgressSchema>;

/** A goal as its group's teachers read it: every week so far, and who is under it this week. */
export const groupGoalSchema = z.object({
  goal: goalSchema,
  /** The whole group's weeks, or for a section goal those of the students of its sections together. */
  weeks: z.array(goalWeekSchema),
  /** Each section's weeks, in the goal's order (empty for a whole-group goal). */
  sections: z.array(goalSectionProgressSchema),
  /** Students of the group under the goal this week, with their days so far (ids: the portal names them). */
  needEncouragement: z.array(
    z.object({ studentId: z.string().uuid(), days: z.number().int().min(0).max(7) }),
  ),
});
export type GroupGoal = z.infer<typeof groupGoalSchema>;

/** A goal as a student of the group reads it: their own days this week, the group's share — no one else's. */
export const myGoalSchema = z.object({
  goal: goalSchema,
  groupName: z.string(),
  thisWeek: goalWeekSchema.nullable(),
  myDays: z.number().int().min(0).max(7),
  /** A section goal: each section's share this week side by side, the student's own marked. */
  sections: z.array(
    z.object({ section: goalSectionSchema, thisWeek: goalWeekSchema.nullable(), mine: z.boolean() }),
  ),
});
export type MyGoal = z.infer<typeof myGoalSchema>;

/** A goal with its weeks (at most 20) and a group's students under it: about 30 kB at most. */
export const groupGoalPage: PageSize = { default: 10, max: 10 };
export const myGoalPage: PageSize = { default: 10, max: 20 };

export const goalSubjects = {
  create: 'reports.goal.create',
  remove: 'reports.goal.delete',
  listGroup: 'reports.goal.list-group',
  listMine: 'reports.goal.list-mine',
} as const;

/** 'Objectif de l'ensemble': a teacher of the group sets it (groups decides `teach`). */
export const createGoal = defineRequest(goalSubjects.create, createGoalInputSchema, goalSchema);

export const removeGoal = defineRequest(
  goalSubjects.remove,
  z.object({ goalId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

/** A group's goals, latest start first, with their progress (its teachers). */
export const listGroupGoals = defineRequest(
  goalSubjects.listGroup,
  z.object({ groupId: z.string().uuid(), ...pageQueryShape(groupGoalPage) }),
  z.object({ goals: z.array(groupGoalSchema), ...nextCursorShape }),
);

/** 'Mes objectifs': the goals running today in the student's groups. */
export const listMyGoals = defineRequest(
  goalSubjects.listMine,
  z.object({ ...pageQueryShape(myGoalPage) }),
  z.object({ goals: z.array(myGoalSchema), ...nextCursorShape }),
);
