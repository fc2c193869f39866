import { z } from 'zod';
import { competencyIds } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';

/** What a comment is about: one of the programme's competencies, or the term as a whole. */
export const commentTopics = [...competencyIds, 'general'] as const;
export const commentTopicSchema = z.enum(commentTopics, { error: 'validation.commentTopic' });
export const reportLanguageSchema = z.enum(['fr', 'en'], { error: 'validation.reportLanguage' });
export type ReportLanguage = z.infer<typeof reportLanguageSchema>;

export const bankCommentMax = 600;

/** A comment of the 'Banque de commentaires': the school's (its admin's) or a teacher's own. */
export const bankCommentSchema = z.object({
  id: z.string().uuid(),
  topic: commentTopicSchema,
  language: reportLanguageSchema,
  text: z.string(),
  /** 'school': every teacher of the school uses it; 'mine': the teacher who wrote it alone. */
  scope: z.enum(['school', 'mine']),
  createdAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;

/** A comment is at most about 2 kB of JSON: 100 are 0.2 MB. */
export const bankCommentPage: PageSize = { default: 50, max: 100 };

export const commentBankSubjects = {
  list: 'reports.comment.list',
  add: 'reports.comment.create',
  remove: 'reports.comment.delete',
} as const;

/** The school's comments and the actor's own (staff only), of one topic or language if asked, newest first. */
export const listBankComments = defineRequest(
  commentBankSubjects.list,
  z.object({
    topic: commentTopicSchema.optional(),
    language: reportLanguageSchema.optional(),
    ...pageQueryShape(bankCommentPage),
  }),
  z.object({ comments: z.array(bankCommentSchema), ...nextCursorShape }),
);

export const addBankCommentInputSchema = z.object({
  topic: commentTopicSchema,
  language: reportLanguageSchema,
  text: z
    .string({ error: 'validation.commentRequired' })
    .pipe(
      freeText({ multiline: true })
        .min(1, 'validation.commentRequired')
        .max(bankCommentMax, 'validation.commentMax'),
    ),
  /** 'school' is the admin's alone. */
  scope: z.enum(['school', 'mine']).default('mine'),
});
export const addBankComment = defineRequest(
  commentBankSubjects.add,
  addBankCommentInputSchema,
  bankCommentSchema,
);

/** A teacher removes their own; the admin the school's (and nobody another teacher's). */
export const removeBankComment = defineRequest(
  commentBankSubjects.remove,
  z.object({ commentId: z.string().uuid() }),
  z.object({ deleted: z.literal(true) }),
);
