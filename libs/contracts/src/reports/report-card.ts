import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { termSchema } from './report-terms.js';

export const reportCommentMax = 1500;

/** A competency's mark for the term, in % (the teacher's judgment); null: not evaluated this term. */
export const competencyMarkSchema = z
  .number({ error: 'validation.markRange' })
  .int('validation.markRange')
  .min(0, 'validation.markRange')
  .max(100, 'validation.markRange')
  .nullable();

export const competencyMarksSchema = z.object({
  create: competencyMarkSchema,
  perform: competencyMarkSchema,
  appreciate: competencyMarkSchema,
});
export type CompetencyMarks = z.infer<typeof competencyMarksSchema>;

/** The programme's three competencies, as a card keys its marks and their comments. */
export const reportCompetencySchema = z.enum(['create', 'perform', 'appreciate']);
export type ReportCompetency = z.infer<typeof reportCompetencySchema>;

/** The teacher's comment on each competency (issue 30 §2); empty: none written. */
export const competencyCommentsSchema = z.object({
  create: z.string(),
  perform: z.string(),
  appreciate: z.string(),
});
export type CompetencyComments = z.infer<typeof competencyCommentsSchema>;

/**
 * What homework counted of the student over the term (up to today while it runs): practice consistency
 * (days practised per week, share of assignments handed in — never minutes) and the graded work's average,
 * shown beside the teacher's marks.
 */
export const termWorkSchema = z.object({
  practiceDays: z.number().int().min(0),
  daysPerWeek: z.number().min(0).max(7),
  assigned: z.number().int().min(0),
  handedIn: z.number().int().min(0),
  handedInPercent: z.number().int().min(0).max(100).nullable(),
  /** Average grade (out of 100) of the group's graded work due in the term; null when none is graded. */
  gradedAverage: z.number().int().min(0).max(100).nullable(),
  graded: z.number().int().min(0),
});
export type TermWork = z.infer<typeof termWorkSchema>;

/** A student's report card for a term in one group (one course), as its teacher wrote it. */
export const reportCardSchema = z.object({
  id: z.string().uuid(),
  termId: z.string().uuid(),
  groupId: z.string().uuid(),
  studentId: z.string().uuid(),
  /** The group's name when the card was last written (it outlives a group deleted or renamed). */
  groupName: z.string(),
  marks: competencyMarksSchema,
  comment: z.string(),
  /** A comment per competency, beside the card's general comment. */
  competencyComments: competencyCommentsSchema,
  status: z.enum(['draft', 'published']),
  /** The term's work as counted when it was published; null for a draft. */
  work: termWorkSchema.nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

/** One student of a group for a term: their report card if written, and their term's work. */
export const groupReportRowSchema = z.object({
  studentId: z.string().uuid(),
  reportCard: reportCardSchema.nullable(),
  work: termWorkSchema,
});
export type GroupReportRow = z.infer<typeof groupReportRowSchema>;

/** A row is under 10 kB of JSON (four comments of 1 500 characters at most): 50 are 0.5 MB. */
export const groupReportPage: PageSize = { default: 30, max: 50 };

/** A student's published report card with its term. */
export const publishedReportCardSchema = reportCardSchema.extend({ term: termSchema });
export type PublishedReportCard = z.infer<typeof publishedReportCardSchema>;
export const myReportCardPage: PageSize = { default: 20, max: 50 };

const commentText = () =>
  z.string().pipe(freeText({ multiline: true }).max(reportCommentMax, 'validation.reportCommentMax'));

export const saveReportCardInputSchema = z.object({
  termId: z.string().uuid(),
  groupId: z.string().uuid(),
  studentId: z.string().uuid(),
  marks: competencyMarksSchema,
  comment: commentText().default(''),
  /**
   * The comments per competency to write; a competency left out keeps the card's current one (the card's form
   * writes the marks and the general comment; an approved Maestro IA draft writes one competency's).
   */
  competencyComments: z
    .object({
      create: commentText().optional(),
      perform: commentText().optional(),
      appreciate: commentText().optional(),
    })
    .optional(),
});
export type SaveReportCardInput = z.input<typeof saveReportCardInputSchema>;
