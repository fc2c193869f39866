import { z } from 'zod';
import { defineEvent } from '../common/event.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): who opened a student's grades, report cards,
 * recordings, messages, finances, practice or Maestro IA's outputs about them, from which school, when and on
 * what basis. The service that serves the read
 * publishes it through its outbox; identity keeps the log, raises unusual patterns for review and answers the
 * school's administrators.
 */
export const readCategories = [
  'grades',
  'reportCards',
  'recordings',
  'messages',
  'finances',
  'practice',
  'aiOutputs',
] as const;
export const readCategorySchema = z.enum(readCategories);
export type ReadCategory = z.infer<typeof readCategorySchema>;

/**
 * Why the reader was let in, as groups decided it: `teaches-group` (the student's teacher or co-teacher),
 * `admin-right` (the school's administrator, who reaches every student: groups answers `admin` even for a group
 * the administrator also teaches).
 */
export const readBases = ['teaches-group', 'admin-right'] as const;
export const readBasisSchema = z.enum(readBases);
export type ReadBasis = z.infer<typeof readBasisSchema>;

/** The most students one read event names: a page of a list view (its largest page is 100). */
export const maxStudentsPerRead = 200;

/** One read of other people's files: a page of a list counts once, naming its students. */
export const filesReadSchema = z.object({
  readerId: z.string().uuid(),
  organizationId: z.string().uuid(),
  category: readCategorySchema,
  /** What was opened, in the serving service's terms (`reportCard:<id>`, `term:<id>/group:<id>`…). */
  reference: z.string().min(1).max(200),
  basis: readBasisSchema,
  studentIds: z.array(z.string().uuid()).min(1).max(maxStudentsPerRead),
  readAt: z.string(),
});
export type FilesRead = z.infer<typeof filesReadSchema>;

/** Frozen: `evt.<service>.files.read`, each serving service its own subject (it publishes only its own). */
export const filesReadEvent = <S extends string>(service: S) =>
  defineEvent(`evt.${service}.files.read` as const, filesReadSchema);
export const reportsFilesRead = filesReadEvent('reports');
export const homeworkFilesRead = filesReadEvent('homework');
export const financeFilesRead = filesReadEvent('finance');
export const messagingFilesRead = filesReadEvent('messaging');
export const maestroFilesRead = filesReadEvent('maestro');
/** Every read event identity consumes. */
export const filesReadEvents = [
  reportsFilesRead,
  homeworkFilesRead,
  financeFilesRead,
  messagingFilesRead,
  maestroFilesRead,
];

/** More distinct students than this read by one person within an hour raises a review (configurable). */
export const defaultHourlyReadThreshold = 100;
/** How long the log keeps a read: a school year and its review (decision 0067). */
export const readAuditRetentionDays = 365;

export const readAuditSubjects = {
  list: 'identity.privacy.reads.list',
  reviews: 'identity.privacy.reads.reviews',
  markReviewed: 'identity.privacy.reads.mark-reviewed',
} as const;

export const readLogEntrySchema = z.object({
  id: z.string().uuid(),
  readAt: z.string(),
  /** Null once the reader's account is erased. */
  readerId: z.string().uuid().nullable(),
  readerName: z.string().nullable(),
  studentId: z.string().uuid(),
  studentName: z.string().nullable(),
  category: readCategorySchema,
  reference: z.string(),
  basis: readBasisSchema,
});
export type ReadLogEntry = z.infer<typeof readLogEntrySchema>;

/** `outside-groups`: an administrator who teaches read students of no group of theirs; `many-students`: the hour's threshold passed. */
export const readReviewKinds = ['outside-groups', 'many-students'] as const;
export const readReviewKindSchema = z.enum(readReviewKinds);
export type ReadReviewKind = z.infer<typeof readReviewKindSchema>;

export const readReviewSchema = z.object({
  id: z.string().uuid(),
  kind: readReviewKindSchema,
  readerId: z.string().uuid().nullable(),
  readerName: z.string().nullable(),
  /** The distinct students concerned (the hour's count, or the students outside the reader's groups). */
  students: z.number().int().min(1),
  category: readCategorySchema,
  raisedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type ReadReview = z.infer<typeof readReviewSchema>;

export const readLogPage: PageSize = { default: 25, max: 100 };
export const readReviewsPage: PageSize = { default: 10, max: 50 };

const schoolShape = { schoolId: z.string().uuid().optional() };
const logFilters = {
  studentId: z.string().uuid().optional(),
  readerId: z.string().uuid().optional(),
  category: readCategorySchema.optional(),
  /** The period, first and last day included (the school's day, America/Toronto). */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
};
const logQuery = z
  .object({ ...schoolShape, ...logFilters, ...pageQueryShape(readLogPage) })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'validation.readAuditPeriod',
    path: ['to'],
  });
const reviewsQuery = z.object({
  ...schoolShape,
  /** `open` (default): those still to examine; `all`: with the examined ones. */
  status: z.enum(['open', 'all']).default('open'),
  ...pageQueryShape(readReviewsPage),
});

/** The log, newest first, filtered by student, reader, category and period, a page at a time. */
export const listReadLog = defineRequest(
  readAuditSubjects.list,
  logQuery,
  z.object({ reads: z.array(readLogEntrySchema), ...nextCursorShape }),
);

/** The entries raised for review, open ones first. */
export const listReadReviews = defineRequest(
  readAuditSubjects.reviews,
  reviewsQuery,
  z.object({ reviews: z.array(readReviewSchema), canWrite: z.boolean(), ...nextCursorShape }),
);

/** 'Marquer comme examinée'. */
export const markReadReviewed = defineRequest(
  readAuditSubjects.markReviewed,
  z.object({ reviewId: z.string().uuid() }),
  readReviewSchema,
);

export const listReadLogRoute = defineHttpRoute({
  id: 'listReadLog',
  method: 'GET',
  path: '/privacy/reads',
  summary: "Journal des consultations: who read a student's files, filtered, newest first, a page at a time",
  tag: 'privacy',
  forwards: listReadLog,
  roles: ['admin', 'board-admin'],
  query: logQuery,
});

export const listReadReviewsRoute = defineHttpRoute({
  id: 'listReadReviews',
  method: 'GET',
  path: '/privacy/read-reviews',
  summary: 'Unusual reads raised for review (outside the reader’s groups, too many students in an hour)',
  tag: 'privacy',
  forwards: listReadReviews,
  roles: ['admin', 'board-admin'],
  query: reviewsQuery,
});

export const markReadReviewedRoute = defineHttpRoute({
  id: 'markReadReviewed',
  method: 'POST',
  path: '/privacy/read-reviews/:reviewId/reviewed',
  summary: "Marquer comme examinée: an unusual read's review is done",
  tag: 'privacy',
  forwards: markReadReviewed,
  roles: ['admin'],
  params: z.object({ reviewId: z.string().uuid() }),
});

export const readAuditRoutes: readonly HttpRoute[] = [
  listReadLogRoute,
  listReadReviewsRoute,
  markReadReviewedRoute,
];
