import { z } from 'zod';
import { goalDaysPerWeekMax, goalDaysPerWeekMin } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { goalTitleMax, goalWeekSchema } from './goals.js';

/**
 * 'Défi' (issue 29 §4): a concert sprint, four weeks of a group ending on one of its planning events (the
 * reports ask the planning for the group's events, as the teacher, and keep the event's title and day with
 * the sprint). Its goal is days with practice a week, counted as an ensemble goal's; a teacher of the group
 * creates it and may end it early; its students see it in 'Mes objectifs'. Gated by `gamification.enabled`.
 */
export const sprintSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  title: z.string(),
  daysPerWeek: z.number().int().min(goalDaysPerWeekMin).max(goalDaysPerWeekMax),
  eventId: z.string().uuid(),
  eventTitle: z.string(),
  /** The event's day: the sprint's last. */
  endsOn: z.string(),
  startsOn: z.string(),
  /** The day a teacher ended it ('Terminer le défi'), null while it runs to its event. */
  endedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type Sprint = z.infer<typeof sprintSchema>;

/** One event of the group the sprint may end on (the next 100 days of the planning). */
export const sprintEventSchema = z.object({
  occurrenceId: z.string().uuid(),
  eventId: z.string().uuid(),
  title: z.string(),
  type: z.string(),
  day: z.string(),
});
export type SprintEvent = z.infer<typeof sprintEventSchema>;

const daysPerWeekSchema = z
  .number({ error: 'goals.daysPerWeek' })
  .int('goals.daysPerWeek')
  .min(goalDaysPerWeekMin, 'goals.daysPerWeek')
  .max(goalDaysPerWeekMax, 'goals.daysPerWeek');

/** What the teacher fills in: a title ('Défi du concert de Noël'), the event (an occurrence), N days of 7. */
export const sprintFieldsSchema = z.object({
  title: z
    .string({ error: 'goals.titleRequired' })
    .pipe(freeText({ multiline: false }).min(1, 'goals.titleRequired').max(goalTitleMax, 'goals.titleMax')),
  occurrenceId: z.string({ error: 'sprints.eventRequired' }).uuid('sprints.eventRequired'),
  daysPerWeek: daysPerWeekSchema,
});

/** A sprint as its group's teachers read it: every week so far, and who is under the goal this week. */
export const groupSprintSchema = z.object({
  sprint: sprintSchema,
  weeks: z.array(goalWeekSchema),
  needEncouragement: z.array(
    z.object({ studentId: z.string().uuid(), days: z.number().int().min(0).max(7) }),
  ),
});
export type GroupSprint = z.infer<typeof groupSprintSchema>;

/** A running sprint as a student reads it: their days this week and the group's share, nobody else's. */
export const mySprintSchema = z.object({
  sprint: sprintSchema,
  groupName: z.string(),
  thisWeek: goalWeekSchema.nullable(),
  myDays: z.number().int().min(0).max(7),
  /** Weeks of the sprint so far (ended) in which I practised the days asked. */
  myWeeksReached: z.number().int().min(0).max(5),
});
export type MySprint = z.infer<typeof mySprintSchema>;

export const groupSprintPage: PageSize = { default: 10, max: 10 };
export const mySprintPage: PageSize = { default: 10, max: 20 };
/** A group holds at most this many sprints (a concert a week for a school year). */
export const sprintsPerGroupMax = 40;

export const sprintSubjects = {
  events: 'reports.sprint.events',
  create: 'reports.sprint.create',
  end: 'reports.sprint.end',
  listGroup: 'reports.sprint.list-group',
  listMine: 'reports.sprint.list-mine',
} as const;

/** The group's events of the next 100 days a sprint may end on (asked of the planning as the teacher). */
export const listSprintEvents = defineRequest(
  sprintSubjects.events,
  z.object({ groupId: z.string().uuid() }),
  z.object({ events: z.array(sprintEventSchema).max(200) }),
);

export const createSprint = defineRequest(
  sprintSubjects.create,
  sprintFieldsSchema.extend({ groupId: z.string().uuid() }),
  sprintSchema,
);

/** 'Terminer le défi': it stops today; its weeks so far stay readable. */
export const endSprint = defineRequest(
  sprintSubjects.end,
  z.object({ sprintId: z.string().uuid() }),
  sprintSchema,
);

export const listGroupSprints = defineRequest(
  sprintSubjects.listGroup,
  z.object({ groupId: z.string().uuid(), ...pageQueryShape(groupSprintPage) }),
  z.object({ sprints: z.array(groupSprintSchema), ...nextCursorShape }),
);

export const listMySprints = defineRequest(
  sprintSubjects.listMine,
  z.object({ ...pageQueryShape(mySprintPage) }),
  z.object({ sprints: z.array(mySprintSchema), ...nextCursorShape }),
);
