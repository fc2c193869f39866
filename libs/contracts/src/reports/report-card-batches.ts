import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { archiveTokenSchema, documentMoreSchema } from '../privacy/data-archive.js';
import { reportLanguageSchema } from './comment-bank.js';

/**
 * 'Générer tous les bulletins' (issue 29 §3 and §5, decision 0075): every report card of a group (its teachers,
 * the school's admin) or of the whole school (the admin) for a term, rendered by a BullMQ job into one zip of
 * PDFs on the reports' volume, its progress read while it runs ('Génération des bulletins : 120 / 1 200'), the
 * zip downloaded in parts by whoever asked for it for a limited time (`reportCardBatchHours`), then removed.
 */
export const reportCardBatchSubjects = {
  start: 'reports.card-batch.start',
  get: 'reports.card-batch.get',
  download: 'reports.card-batch.download',
  part: 'reports.card-batch.part',
  csv: 'reports.card.csv',
} as const;

/** How long a finished zip is kept for its download, in hours; then it is removed. */
export const reportCardBatchHours = 24;

export const reportCardBatchStatusSchema = z.enum(['queued', 'running', 'ready', 'failed', 'expired']);
export type ReportCardBatchStatus = z.infer<typeof reportCardBatchStatusSchema>;

export const reportCardBatchSchema = z.object({
  id: z.string().uuid(),
  termId: z.string().uuid(),
  /** The group whose cards it holds; null: the whole school's (the admin). */
  groupId: z.string().uuid().nullable(),
  language: reportLanguageSchema,
  status: reportCardBatchStatusSchema,
  /** Report cards rendered so far, and in all. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  fileName: z.string(),
  /** The zip's size in bytes, once ready. */
  size: z.number().int().min(0).nullable(),
  /** Until when the zip can be downloaded (then removed), once ready. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportCardBatch = z.infer<typeof reportCardBatchSchema>;

export const startReportCardBatchInputSchema = z.object({
  termId: z.string().uuid(),
  /** A group's cards; absent: every card of the school for the term (the admin alone). */
  groupId: z.string().uuid().optional(),
  language: reportLanguageSchema.default('fr'),
});

/** Starts the job (draft and published cards alike, as the staff's single PDF has them). */
export const startReportCardBatch = defineRequest(
  reportCardBatchSubjects.start,
  startReportCardBatchInputSchema,
  reportCardBatchSchema,
);

/** The job's progress (whoever started it). */
export const getReportCardBatch = defineRequest(
  reportCardBatchSubjects.get,
  z.object({ batchId: z.string().uuid() }),
  reportCardBatchSchema,
);

/**
 * The zip, by whoever started the job while it is kept: its first part and, for a larger one, where the rest is
 * asked (`downloadReportCardBatchPart`, for a quarter of an hour), as a data archive comes.
 */
export const downloadReportCardBatch = defineRequest(
  reportCardBatchSubjects.download,
  z.object({ batchId: z.string().uuid() }),
  z.object({
    body: z.string(),
    etag: z.string(),
    contentType: z.literal('application/zip'),
    encoding: z.literal('base64'),
    fileName: z.string(),
    size: z.number().int().min(0),
    more: documentMoreSchema,
  }),
);

/** A later part of a zip being downloaded (base64), and where the next starts (null: the end). No actor: its key. */
export const downloadReportCardBatchPart = defineRequest(
  reportCardBatchSubjects.part,
  z.object({ key: archiveTokenSchema, offset: z.number().int().min(1) }),
  z.object({ body: z.string(), next: z.number().int().nullable() }),
);

/**
 * A group's report cards for a term as a CSV for the school's student information system (its teachers, the
 * school's admin): one line per student of the group, the mark per competency and the practice consistency,
 * columns in French (`fr`: ';' and a decimal comma) or English (`en`).
 */
export const exportReportCardsCsv = defineRequest(
  reportCardBatchSubjects.csv,
  z.object({
    groupId: z.string().uuid(),
    termId: z.string().uuid(),
    language: reportLanguageSchema.default('fr'),
  }),
  z.object({
    body: z.string(),
    etag: z.string(),
    contentType: z.literal('text/csv; charset=utf-8'),
    fileName: z.string(),
  }),
);

const tag = 'reports';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const batchParams = z.object({ batchId: z.string().uuid() });

export const startReportCardBatchRoute = defineHttpRoute({
  id: 'startReportCardBatch',
  method: 'POST',
  path: '/reports/terms/:termId/report-card-batches',
  summary:
    'Générer tous les bulletins: a job rendering every report card of a group (or, for the admin, of the school) for a term into one zip of PDFs',
  tag,
  forwards: startReportCardBatch,
  roles: staff,
  params: z.object({ termId: z.string().uuid() }),
  body: startReportCardBatchInputSchema.omit({ termId: true }),
});

export const getReportCardBatchRoute = defineHttpRoute({
  id: 'getReportCardBatch',
  method: 'GET',
  path: '/reports/report-card-batches/:batchId',
  summary:
    'A report-card job’s progress (cards rendered out of all) and, once ready, until when its zip is kept',
  tag,
  forwards: getReportCardBatch,
  roles: staff,
  params: batchParams,
});

export const downloadReportCardBatchRoute = defineHttpRoute({
  id: 'downloadReportCardBatch',
  method: 'GET',
  path: '/reports/report-card-batches/:batchId/zip',
  summary: 'The zip of a finished report-card job (its PDFs), streamed in parts while it is kept',
  tag,
  forwards: downloadReportCardBatch,
  roles: staff,
  document: true,
  documentParts: downloadReportCardBatchPart,
  params: batchParams,
});

export const exportReportCardsCsvRoute = defineHttpRoute({
  id: 'exportReportCardsCsv',
  method: 'GET',
  path: '/reports/groups/:groupId/terms/:termId/report-cards.csv',
  summary:
    'A group’s report cards for a term as a CSV for the student information system: a line per student, the mark per competency and the practice consistency',
  tag,
  forwards: exportReportCardsCsv,
  roles: staff,
  document: true,
  params: z.object({ groupId: z.string().uuid(), termId: z.string().uuid() }),
  query: z.object({ language: reportLanguageSchema.default('fr') }),
});

export const reportCardBatchRoutes: readonly HttpRoute[] = [
  startReportCardBatchRoute,
  getReportCardBatchRoute,
  downloadReportCardBatchRoute,
  exportReportCardsCsvRoute,
];
