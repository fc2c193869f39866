import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { calendarDaySchema } from '../homework/practice.js';

/**
 * Maestro IA's features (issue 30 §2), as the log names them: the student's bilan, a report card's comment,
 * one competency's comment on it, a group's lesson ideas.
 */
export const maestroFeatureSchema = z.enum([
  'student-bilan',
  'report-comment',
  'competency-comment',
  'lesson-ideas',
  'practice-plan',
]);
export type MaestroFeature = z.infer<typeof maestroFeatureSchema>;

/** Whether the model runs on the board's own machines or leaves them (issue 30 §1, §3). */
export const modelLocationSchema = z.enum(['local', 'external']);
export type ModelLocation = z.infer<typeof modelLocationSchema>;

/** The record a sentence rests on: a practice report or a submitted (maybe graded) assignment. */
export const bilanSourceSchema = z.object({
  kind: z.enum(['practice', 'submission']),
  id: z.string().uuid(),
  /** The practice day, or the day the assignment was handed in ('YYYY-MM-DD'). */
  day: z.string(),
  /** The assignment's title, if any. */
  title: z.string().nullable(),
  minutes: z.number().int().nullable(),
  grade: z.number().int().nullable(),
});
export type BilanSource = z.infer<typeof bilanSourceSchema>;

export const bilanSentenceSchema = z.object({
  text: z.string(),
  /** Never empty: a sentence without a record is dropped (issue 30 §2). */
  sources: z.array(bilanSourceSchema).min(1),
});
export type BilanSentence = z.infer<typeof bilanSentenceSchema>;

/** Who answered: shown beside every draft ('Modèle de démonstration' when the fake answers). */
export const maestroModelInfoSchema = z.object({
  model: z.string(),
  provider: z.string(),
  location: modelLocationSchema,
  demonstration: z.boolean(),
});
export type MaestroModelInfo = z.infer<typeof maestroModelInfoSchema>;

/**
 * A Maestro IA output: a draft ('Brouillon de Maestro IA') until a teacher approves it, then 'Généré par
 * Maestro IA' with the approver's name.
 */
export const maestroDraftSchema = z.object({
  id: z.string().uuid(),
  feature: maestroFeatureSchema,
  studentId: z.string().uuid(),
  groupId: z.string().uuid(),
  from: calendarDaySchema,
  to: calendarDaySchema,
  sentences: z.array(bilanSentenceSchema),
  status: z.enum(['draft', 'approved']),
  model: maestroModelInfoSchema,
  createdAt: z.string(),
  edited: z.boolean(),
  /** Who approved it; both null once their account is erased. */
  approvedBy: z.object({ id: z.string().uuid().nullable(), name: z.string().nullable() }).nullable(),
  approvedAt: z.string().nullable(),
});
export type MaestroDraft = z.infer<typeof maestroDraftSchema>;

export const maestroSentenceMax = 1000;

/** The teacher's edit: each sentence's new text, in order; an empty text removes the sentence. */
export const editDraftInputSchema = z.object({
  sentences: z
    .array(freeText({ multiline: false }).max(maestroSentenceMax, 'validation.maestroSentenceMax'))
    .min(1, 'validation.maestroSentencesRequired')
    .max(100),
});
