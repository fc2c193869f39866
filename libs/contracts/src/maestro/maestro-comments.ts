import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { reportLanguageSchema } from '../reports/comment-bank.js';
import { reportCommentMax, reportCompetencySchema } from '../reports/report-card.js';
import { maestroModelInfoSchema } from './maestro-draft.js';
import { maestroProgressKeySchema } from './maestro-progress.js';

/**
 * 'Commentaires de bulletin' (issue 30 §2): a draft of a student's report-card comment for a term, in the
 * report card's language, from the comment bank and the term's evidence: the card's general comment
 * (`competency` null) or one competency's ('Créer…', 'Interpréter…', 'Apprécier…'). 'Brouillon de Maestro IA'
 * until a teacher of the group approves it; approving writes it into the report card (its comment, or that
 * competency's), then 'Généré par Maestro IA' with their name.
 */
export const commentDraftSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  termId: z.string().uuid(),
  studentId: z.string().uuid(),
  language: reportLanguageSchema,
  /** The competency the comment is about; null: the card's general comment. */
  competency: reportCompetencySchema.nullable(),
  text: z.string(),
  status: z.enum(['draft', 'approved']),
  model: maestroModelInfoSchema,
  createdAt: z.string(),
  edited: z.boolean(),
  approvedBy: z.object({ id: z.string().uuid().nullable(), name: z.string().nullable() }).nullable(),
  approvedAt: z.string().nullable(),
});
export type CommentDraft = z.infer<typeof commentDraftSchema>;

export const maestroCommentSubjects = {
  create: 'maestro.comment-drafts.create',
  list: 'maestro.comment-drafts.list',
  approve: 'maestro.comment-draft.approve',
  discard: 'maestro.comment-draft.discard',
} as const;

/** The most students one request drafts for (a group's report cards, one page of reports at most). */
export const commentDraftsMax = 50;

const groupTerm = {
  groupId: z.string().uuid('Choisissez un groupe.'),
  termId: z.string().uuid(),
};

export const createCommentDraftsInputSchema = z.object({
  ...groupTerm,
  language: reportLanguageSchema,
  /** One competency's comment; absent: the card's general comment. */
  competency: reportCompetencySchema.optional(),
  /**
   * The page's key for this request's progress on the teacher's live topic (decision 0068): its place in the
   * queue, then each student's comment as it is drafted.
   */
  progressKey: maestroProgressKeySchema.optional(),
});
/**
 * A teacher of the group asks drafts for the term's report cards of its students (one model call each): the
 * general comment, or the comment on `competency`.
 */
export const createCommentDrafts = defineRequest(
  maestroCommentSubjects.create,
  createCommentDraftsInputSchema,
  z.object({ drafts: z.array(commentDraftSchema), failed: z.array(z.string().uuid()) }),
);

/**
 * A draft is under 4 kB of JSON (a comment of 1,500 characters at most): 100 are 400 kB. A page by default is
 * one request's drafts (a group's report cards).
 */
export const commentDraftPage: PageSize = { default: commentDraftsMax, max: 100 };

export const listCommentDraftsQuerySchema = z.object({ ...groupTerm, ...pageQueryShape(commentDraftPage) });
/** The group's drafts for the term not yet approved nor discarded, newest first, a page at a time. */
export const listCommentDrafts = defineRequest(
  maestroCommentSubjects.list,
  listCommentDraftsQuerySchema,
  z.object({ drafts: z.array(commentDraftSchema), ...nextCursorShape }),
);

const draftRef = { draftId: z.string().uuid() };
export const approveCommentDraftInputSchema = z.object({
  /** The teacher's edited text, if they changed it before approving. */
  text: z
    .string()
    .pipe(
      freeText({ multiline: true })
        .min(1, 'validation.commentRequired')
        .max(reportCommentMax, 'validation.reportCommentMax'),
    )
    .optional(),
});
/** Approve (the text as edited, if given): it becomes the report card's comment. */
export const approveCommentDraft = defineRequest(
  maestroCommentSubjects.approve,
  z.object(draftRef).extend(approveCommentDraftInputSchema.shape),
  commentDraftSchema,
);

export const discardCommentDraft = defineRequest(
  maestroCommentSubjects.discard,
  z.object(draftRef),
  z.object({ discarded: z.literal(true) }),
);
