import { z } from 'zod';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { reportLanguageSchema } from '../reports/comment-bank.js';
import { maestroModelInfoSchema } from './maestro-draft.js';
import { maestroProgressKeySchema } from './maestro-progress.js';

export const lessonIdeaTitleMax = 120;
export const lessonIdeaTextMax = 600;
export const lessonIdeasPerKindMax = 4;

/** One warm-up or activity: what it is called, how long it takes, how it runs. */
export const lessonIdeaSchema = z.object({
  title: z.string(),
  minutes: z.number().int(),
  description: z.string(),
});
export type LessonIdea = z.infer<typeof lessonIdeaSchema>;

/**
 * 'Idées de cours' (issue 30 §2): warm-ups and activities for a group, from its level (the programme its name
 * carries), its repertoire (its assignments' titles) and its next concert (the planning's). Nothing in the
 * question names a person. 'Brouillon de Maestro IA' until a teacher of the group keeps it, then 'Généré par
 * Maestro IA' with their name.
 */
export const lessonIdeasSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  language: reportLanguageSchema,
  /** The course the group's name carries ('mus212' … 'mus515'), or 'other'. */
  programme: z.string(),
  /** The titles the ideas were asked for (the group's repertoire as read). */
  repertoire: z.array(z.string()),
  /** The group's next concert when asked, if any. */
  concert: z.object({ title: z.string(), day: z.string() }).nullable(),
  warmUps: z.array(lessonIdeaSchema),
  activities: z.array(lessonIdeaSchema),
  /** How the lesson prepares the concert (empty when none is planned). */
  concertFocus: z.string(),
  status: z.enum(['draft', 'kept']),
  model: maestroModelInfoSchema,
  createdAt: z.string(),
  /** Who kept it; both null once their account is erased. */
  keptBy: z.object({ id: z.string().uuid().nullable(), name: z.string().nullable() }).nullable(),
  keptAt: z.string().nullable(),
});
export type LessonIdeas = z.infer<typeof lessonIdeasSchema>;

export const maestroLessonSubjects = {
  create: 'maestro.lesson-ideas.create',
  list: 'maestro.lesson-ideas.list',
  keep: 'maestro.lesson-ideas.keep',
  discard: 'maestro.lesson-ideas.discard',
} as const;

/** A set of ideas is under 8 kB of JSON: 20 are 0.2 MB. */
export const lessonIdeasPage: PageSize = { default: 10, max: 20 };

export const createLessonIdeasInputSchema = z.object({
  groupId: z.string().uuid('Choisissez un groupe.'),
  language: reportLanguageSchema.default('fr'),
  /** The page's key for this request's progress on its live topic (queue position, streamed preview). */
  progressKey: maestroProgressKeySchema.optional(),
});
/** A teacher of the group asks ideas for its next lesson (one model call). */
export const createLessonIdeas = defineRequest(
  maestroLessonSubjects.create,
  createLessonIdeasInputSchema,
  lessonIdeasSchema,
);

/** The group's ideas, drafts and kept, newest first, a page at a time. */
export const listLessonIdeasQuerySchema = z.object({
  groupId: z.string().uuid(),
  ...pageQueryShape(lessonIdeasPage),
});
export const listLessonIdeas = defineRequest(
  maestroLessonSubjects.list,
  listLessonIdeasQuerySchema,
  z.object({ lessonIdeas: z.array(lessonIdeasSchema), ...nextCursorShape }),
);

const ideasRef = z.object({ lessonIdeasId: z.string().uuid() });

/** 'Garder': the draft becomes the teacher's, signed 'Généré par Maestro IA' with their name. */
export const keepLessonIdeas = defineRequest(maestroLessonSubjects.keep, ideasRef, lessonIdeasSchema);

/** 'Écarter' a draft not yet kept. */
export const discardLessonIdeas = defineRequest(
  maestroLessonSubjects.discard,
  ideasRef,
  z.object({ discarded: z.literal(true) }),
);
