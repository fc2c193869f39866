import { z } from 'zod';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { reportLanguageSchema } from './comment-bank.js';
import {
  groupReportPage,
  groupReportRowSchema,
  myReportCardPage,
  publishedReportCardSchema,
  reportCardSchema,
  saveReportCardInputSchema,
} from './report-card.js';
import { termSchema } from './report-terms.js';

/** Frozen subjects of the report cards (issue 29 §3). */
export const reportCardSubjects = {
  listGroup: 'reports.card.list-group',
  save: 'reports.card.save',
  publish: 'reports.card.publish',
  listMine: 'reports.card.list-mine',
  pdf: 'reports.card.pdf',
} as const;

/**
 * 'Bulletins' of a group for a term (its teachers and the school's admin): its students in a stable order, a
 * page at a time, each with their report card (if written) and their term's work from homework.
 */
export const listGroupReportCards = defineRequest(
  reportCardSubjects.listGroup,
  z.object({ groupId: z.string().uuid(), termId: z.string().uuid(), ...pageQueryShape(groupReportPage) }),
  z.object({ term: termSchema, rows: z.array(groupReportRowSchema), ...nextCursorShape }),
);

/**
 * Write or change a student's report card (a teacher of the group, or the school's admin): the student must
 * be in the group. A published card stays published with its new text.
 */
export const saveReportCard = defineRequest(
  reportCardSubjects.save,
  saveReportCardInputSchema,
  reportCardSchema,
);

/** 'Publier': the student sees it from now on. */
export const publishReportCard = defineRequest(
  reportCardSubjects.publish,
  z.object({ reportCardId: z.string().uuid() }),
  reportCardSchema,
);

/** A student's own published report cards, newest term first. */
export const listMyReportCards = defineRequest(
  reportCardSubjects.listMine,
  z.object({ ...pageQueryShape(myReportCardPage) }),
  z.object({ reportCards: z.array(publishedReportCardSchema), ...nextCursorShape }),
);

/**
 * A report card as a PDF (Letter, French or English, tagged for screen readers): its student (published
 * only), the group's teachers and the school's admin. About 8 kB, in base64: replies travel as JSON.
 */
export const renderReportCardInputSchema = z.object({
  reportCardId: z.string().uuid(),
  language: reportLanguageSchema.default('fr'),
});
export const renderReportCard = defineRequest(
  reportCardSubjects.pdf,
  renderReportCardInputSchema,
  z.object({
    filename: z.string(),
    contentType: z.literal('application/pdf'),
    contentBase64: z.string(),
  }),
);
