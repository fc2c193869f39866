import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { checkPeriod, requiredPeriodShape } from '../homework/practice-period.js';
import { maestroProgressKeySchema } from './maestro-progress.js';
import { editDraftInputSchema, maestroDraftSchema, maestroModelInfoSchema } from './maestro-draft.js';

/** Frozen subjects of the maestro service (style.md §3): a subject changes only with a migration plan. */
export const maestroSubjects = {
  status: 'maestro.status.get',
  createBilan: 'maestro.bilan.create',
  getDraft: 'maestro.draft.get',
  editDraft: 'maestro.draft.update',
  approveDraft: 'maestro.draft.approve',
} as const;

/**
 * What the page shows before anything is asked: whether Maestro IA is on for the actor's school (and group),
 * whether a model is configured (and which), and what is left of today's budgets.
 */
export const maestroStatusSchema = z.object({
  enabled: z.boolean(),
  configured: z.boolean(),
  model: maestroModelInfoSchema.nullable(),
  budget: z.object({ userLeft: z.number().int(), schoolLeft: z.number().int() }),
});
export type MaestroStatus = z.infer<typeof maestroStatusSchema>;

export const getMaestroStatus = defineRequest(
  maestroSubjects.status,
  z.object({ groupId: z.string().uuid().optional() }),
  maestroStatusSchema,
);

/** 'Bilan de l’élève': a teacher of the student's group asks for a summary of a period. */
export const createBilanInputSchema = z
  .object({
    groupId: z.string().uuid('Choisissez un groupe.'),
    studentId: z.string().uuid('validation.studentRequired'),
    ...requiredPeriodShape,
    /** The page's key for this request's progress on its live topic (queue position, streamed preview). */
    progressKey: maestroProgressKeySchema.optional(),
  })
  .superRefine(checkPeriod);
export const createBilan = defineRequest(
  maestroSubjects.createBilan,
  createBilanInputSchema,
  maestroDraftSchema,
);

const draftRef = z.object({ draftId: z.string().uuid() });

export const getDraft = defineRequest(maestroSubjects.getDraft, draftRef, maestroDraftSchema);

export const editDraft = defineRequest(
  maestroSubjects.editDraft,
  draftRef.extend(editDraftInputSchema.shape),
  maestroDraftSchema,
);

export const approveDraft = defineRequest(maestroSubjects.approveDraft, draftRef, maestroDraftSchema);
