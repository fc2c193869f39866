import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import {
  assignmentCountsSchema,
  assignmentDetailSchema,
  assignmentPage,
  assignmentSchema,
  createAssignmentInputSchema,
  gradeSubmissionInputSchema,
  submissionPage,
  submissionSchema,
} from './assignment.js';
import {
  createPracticeReportInputSchema,
  practiceEntryInputSchema,
  practiceReportPage,
  practiceReportSchema,
  practiceTypeSchema,
} from './practice.js';
import { checkPeriod, optionalPeriodShape, requiredPeriodShape } from './practice-period.js';
import { practiceDaysSchema, practiceSummarySchema } from './practice-summary.js';

/** Frozen subjects of the homework service (style.md §3): a subject changes only with a migration plan. */
export const homeworkSubjects = {
  createAssignment: 'homework.assignment.create',
  listAssignments: 'homework.assignment.list',
  getAssignment: 'homework.assignment.get',
  deleteAssignment: 'homework.assignment.delete',
  submit: 'homework.submission.create',
  grade: 'homework.submission.grade',
  createReport: 'homework.report.create',
  listReports: 'homework.report.list',
  summary: 'homework.report.summary',
  days: 'homework.report.days',
  dismissFlags: 'homework.report.dismiss-flags',
} as const;

const assignmentRef = z.object({ assignmentId: z.string().uuid() });

export const createAssignment = defineRequest(
  homeworkSubjects.createAssignment,
  createAssignmentInputSchema,
  assignmentSchema,
);

/**
 * Teacher: their groups' (or one group's); admin: the organisation's; student: those assigned to them.
 * Latest due first, a page at a time: `limit` (at most `assignmentPage.max`) and `cursor`, the `nextCursor`
 * of the page before; `counts` are of every assignment of the query, whatever the page.
 */
export const listAssignmentsQuerySchema = z.object({
  groupId: z.string().uuid().optional(),
  ...pageQueryShape(assignmentPage),
});
export const listAssignments = defineRequest(
  homeworkSubjects.listAssignments,
  listAssignmentsQuerySchema,
  z.object({
    assignments: z.array(assignmentSchema),
    ...nextCursorShape,
    counts: assignmentCountsSchema,
  }),
);

/**
 * One assignment and a page of its submissions (at most `submissionPage.max`, `cursor` for the next);
 * staff may ask for one student's (`studentId`), a student gets only their own.
 */
export const getAssignmentQuerySchema = z.object({
  studentId: z.string().uuid().optional(),
  ...pageQueryShape(submissionPage),
});
export const getAssignment = defineRequest(
  homeworkSubjects.getAssignment,
  assignmentRef.extend(getAssignmentQuerySchema.shape),
  assignmentDetailSchema,
);

/** Its submissions go too (the front end warns first). */
export const deleteAssignment = defineRequest(
  homeworkSubjects.deleteAssignment,
  assignmentRef,
  z.object({ deleted: z.literal(true) }),
);

/** A student answers an assignment given to them: a submission, and the practice report it makes. */
export const submitAssignment = defineRequest(
  homeworkSubjects.submit,
  assignmentRef.extend(practiceEntryInputSchema.shape),
  submissionSchema,
);

export const gradeSubmission = defineRequest(
  homeworkSubjects.grade,
  z.object({ submissionId: z.string().uuid() }).extend(gradeSubmissionInputSchema.shape),
  submissionSchema,
);

/** A voluntary practice report ('general'). */
export const createPracticeReport = defineRequest(
  homeworkSubjects.createReport,
  createPracticeReportInputSchema,
  practiceReportSchema,
);

/** What the student's search box asks: words their reports must all contain (case and accents aside). */
export const practiceSearchMax = 100;

/**
 * A student: their own. A teacher: their groups' students' (one group or student). An admin: the
 * organisation's. With `from` and `to` (both or neither), only the reports of those days; with `type`, only
 * assigned ('homework') or voluntary ('general') ones; with `search`, those whose content, goals or
 * assignment title hold every word. Newest first (practice day, then when it was sent), a page at a time:
 * `limit` (at most `practiceReportPage.max`) and `cursor`, the `nextCursor` of the page before.
 */
export const listPracticeReportsQuerySchema = z
  .object({
    groupId: z.string().uuid().optional(),
    studentId: z.string().uuid().optional(),
    ...optionalPeriodShape,
    type: practiceTypeSchema.optional(),
    search: freeText({ multiline: false }).max(practiceSearchMax, 'validation.searchMax').optional(),
    ...pageQueryShape(practiceReportPage),
  })
  .superRefine(checkPeriod);
export const listPracticeReports = defineRequest(
  homeworkSubjects.listReports,
  listPracticeReportsQuerySchema,
  z.object({ reports: z.array(practiceReportSchema), ...nextCursorShape }),
);

/** The teacher has looked: the report's flags are dismissed. */
export const dismissReportFlags = defineRequest(
  homeworkSubjects.dismissFlags,
  z.object({ reportId: z.string().uuid() }),
  practiceReportSchema,
);

/** A group's practice over a period, summed per student and per day: the teacher's overview. */
export const practiceSummaryQuerySchema = z
  .object({ groupId: z.string().uuid('Choisissez un groupe.'), ...requiredPeriodShape })
  .superRefine(checkPeriod);
export const getPracticeSummary = defineRequest(
  homeworkSubjects.summary,
  practiceSummaryQuerySchema,
  practiceSummarySchema,
);

/**
 * A student's own practice summed per day and type over a period (at most 366 days), and their totals of
 * all time: what their statistics and side panel show, summed by PostgreSQL instead of from every report.
 */
export const practiceDaysQuerySchema = z.object(requiredPeriodShape).superRefine(checkPeriod);
export const getPracticeDays = defineRequest(
  homeworkSubjects.days,
  practiceDaysQuerySchema,
  practiceDaysSchema,
);
