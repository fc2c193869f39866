import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { reportLanguageSchema } from '../reports/comment-bank.js';
import { maestroModelInfoSchema } from './maestro-draft.js';
import { maestroProgressKeySchema } from './maestro-progress.js';

/** What a student may write of their difficulty: a few sentences, quoted to the model as data. */
export const practicePlanDifficultyMax = 500;
export const practicePlanSessionsMin = 5;
export const practicePlanSessionsMax = 7;
export const practicePlanMinutesMin = 5;
export const practicePlanMinutesMax = 30;
export const practicePlanDayMax = 40;
export const practicePlanTextMax = 300;

/** One short session of the week: its day, how long, what it works on, what it aims at. */
export const practicePlanSessionSchema = z.object({
  day: z.string(),
  minutes: z.number().int(),
  focus: z.string(),
  goal: z.string(),
});
export type PracticePlanSession = z.infer<typeof practicePlanSessionSchema>;

/**
 * 'Plan de pratique' (issue 30 §2): a week of short sessions with goals for a student, from one of their
 * assignments and the difficulty they describe. Only for a student aged 14 or more, or with a parent's consent
 * (issue 31 §7, identity decides). 'Brouillon de Maestro IA' until a teacher of the group keeps it, then
 * 'Généré par Maestro IA' with their name.
 */
export const practicePlanSchema = z.object({
  id: z.string().uuid(),
  studentId: z.string().uuid(),
  /** The student's name, for the teacher's list (null in the student's own and once erased). */
  studentName: z.string().nullable(),
  groupId: z.string().uuid(),
  assignmentId: z.string().uuid(),
  /** The title it was asked from (kept when the assignment is deleted). */
  assignmentTitle: z.string(),
  /** Homework deleted the assignment since: the plan stays, shown as from a deleted assignment. */
  assignmentDeleted: z.boolean(),
  difficulty: z.string(),
  language: reportLanguageSchema,
  sessions: z.array(practicePlanSessionSchema),
  status: z.enum(['draft', 'kept']),
  model: maestroModelInfoSchema,
  createdAt: z.string(),
  /** Who kept it; both null once their account is erased. */
  keptBy: z.object({ id: z.string().uuid().nullable(), name: z.string().nullable() }).nullable(),
  keptAt: z.string().nullable(),
});
export type PracticePlan = z.infer<typeof practicePlanSchema>;

export const maestroPracticePlanSubjects = {
  create: 'maestro.practice-plan.create',
  listMine: 'maestro.practice-plan.list-mine',
  listGroup: 'maestro.practice-plan.list-group',
  keep: 'maestro.practice-plan.keep',
  discard: 'maestro.practice-plan.discard',
} as const;

/** A plan is under 4 kB of JSON: 20 are 80 kB. */
export const practicePlanPage: PageSize = { default: 10, max: 20 };

export const createPracticePlanInputSchema = z.object({
  assignmentId: z.string().uuid('validation.practicePlanAssignment'),
  difficulty: freeText({ multiline: true })
    .min(1, 'validation.practicePlanDifficulty')
    .max(practicePlanDifficultyMax, 'validation.practicePlanDifficultyMax'),
  language: reportLanguageSchema.default('fr'),
  /** The page's key for this request's progress on the student's live topic (decision 0068). */
  progressKey: maestroProgressKeySchema.optional(),
});
export type CreatePracticePlanInput = z.input<typeof createPracticePlanInputSchema>;

/** A student asks a plan from one of their assignments and their difficulty (one model call). */
export const createPracticePlan = defineRequest(
  maestroPracticePlanSubjects.create,
  createPracticePlanInputSchema,
  practicePlanSchema,
);

/**
 * The student's own plans, newest first, a page at a time; `enabled` false (and no plans) while Maestro IA is
 * off for their school, so the page shows nothing; `demonstration` when the demonstration model answers.
 */
export const listMyPracticePlansQuerySchema = z.object({ ...pageQueryShape(practicePlanPage) });
export const listMyPracticePlans = defineRequest(
  maestroPracticePlanSubjects.listMine,
  listMyPracticePlansQuerySchema,
  z.object({
    enabled: z.boolean(),
    configured: z.boolean(),
    demonstration: z.boolean(),
    plans: z.array(practicePlanSchema),
    ...nextCursorShape,
  }),
);

/** The plans of a group's students (of one assignment, if given), newest first: a teacher of the group. */
export const listGroupPracticePlansQuerySchema = z.object({
  groupId: z.string().uuid(),
  assignmentId: z.string().uuid().optional(),
  ...pageQueryShape(practicePlanPage),
});
export const listGroupPracticePlans = defineRequest(
  maestroPracticePlanSubjects.listGroup,
  listGroupPracticePlansQuerySchema,
  z.object({ plans: z.array(practicePlanSchema), ...nextCursorShape }),
);

const planRef = z.object({ practicePlanId: z.string().uuid() });

/** 'Garder': the plan is the teacher's, signed 'Généré par Maestro IA' with their name. */
export const keepPracticePlan = defineRequest(maestroPracticePlanSubjects.keep, planRef, practicePlanSchema);

/** 'Écarter' a plan not yet kept. */
export const discardPracticePlan = defineRequest(
  maestroPracticePlanSubjects.discard,
  planRef,
  z.object({ discarded: z.literal(true) }),
);
