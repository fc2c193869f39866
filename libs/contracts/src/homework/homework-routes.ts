import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { createAssignmentInputSchema, gradeSubmissionInputSchema } from './assignment.js';
import {
  createAssignment,
  createPracticeReport,
  deleteAssignment,
  dismissReportFlags,
  getAssignment,
  getAssignmentQuerySchema,
  getPracticeDays,
  getPracticeSummary,
  gradeSubmission,
  listAssignments,
  listAssignmentsQuerySchema,
  listPracticeReports,
  listPracticeReportsQuerySchema,
  practiceDaysQuerySchema,
  practiceSummaryQuerySchema,
  submitAssignment,
} from './homework-requests.js';
import { createPracticeReportInputSchema, practiceEntryInputSchema } from './practice.js';

const tag = 'homework';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const assignmentParams = z.object({ assignmentId: z.string().uuid() });

export const listAssignmentsRoute = defineHttpRoute({
  id: 'listAssignments',
  method: 'GET',
  path: '/assignments',
  summary:
    'Assigned exercises, latest due first, a page at a time (`limit` ≤ 20, `cursor` = the previous page’s `nextCursor`), with their counts: my groups’ (teacher), the organisation’s (admin), mine (student)',
  tag,
  forwards: listAssignments,
  query: listAssignmentsQuerySchema,
});

export const createAssignmentRoute = defineHttpRoute({
  id: 'createAssignment',
  method: 'POST',
  path: '/assignments',
  summary: 'Assigner une Pratique: to a group I teach (or any, for an admin), whole or chosen students',
  tag,
  forwards: createAssignment,
  roles: staff,
  body: createAssignmentInputSchema,
});

export const getAssignmentRoute = defineHttpRoute({
  id: 'getAssignment',
  method: 'GET',
  path: '/assignments/:assignmentId',
  summary:
    'One assigned exercise with a page of its submissions (`limit` ≤ 50, `cursor`; `studentId` for one student’s); a student sees only their own',
  tag,
  forwards: getAssignment,
  params: assignmentParams,
  query: getAssignmentQuerySchema,
});

export const deleteAssignmentRoute = defineHttpRoute({
  id: 'deleteAssignment',
  method: 'DELETE',
  path: '/assignments/:assignmentId',
  summary: 'Delete an assigned exercise and its submissions',
  tag,
  forwards: deleteAssignment,
  roles: staff,
  params: assignmentParams,
});

export const submitAssignmentRoute = defineHttpRoute({
  id: 'submitAssignment',
  method: 'POST',
  path: '/assignments/:assignmentId/submissions',
  summary: 'A student answers an exercise assigned to them (late is allowed, and marked)',
  tag,
  forwards: submitAssignment,
  roles: ['student'],
  params: assignmentParams,
  body: practiceEntryInputSchema,
});

export const gradeSubmissionRoute = defineHttpRoute({
  id: 'gradeSubmission',
  method: 'PUT',
  path: '/submissions/:submissionId/grade',
  summary: 'Grade a submission out of 100, with a comment',
  tag,
  forwards: gradeSubmission,
  roles: staff,
  params: z.object({ submissionId: z.string().uuid() }),
  body: gradeSubmissionInputSchema,
});

export const createPracticeReportRoute = defineHttpRoute({
  id: 'createPracticeReport',
  method: 'POST',
  path: '/practice-reports',
  summary: 'A voluntary practice report',
  tag,
  forwards: createPracticeReport,
  roles: ['student'],
  body: createPracticeReportInputSchema,
});

export const listPracticeReportsRoute = defineHttpRoute({
  id: 'listPracticeReports',
  method: 'GET',
  path: '/practice-reports',
  summary:
    'Practice reports, newest first, a page at a time (`limit` ≤ 50, `cursor` = the previous page’s `nextCursor`): mine (student), my groups’ students’ (teacher), the organisation’s (admin); `from`/`to` for a period, `type`, `search`',
  tag,
  forwards: listPracticeReports,
  query: listPracticeReportsQuerySchema,
});

export const getPracticeSummaryRoute = defineHttpRoute({
  id: 'getPracticeSummary',
  method: 'GET',
  path: '/practice-reports/summary',
  summary: 'A group’s practice over a period: totals per student and minutes per day (its teacher, an admin)',
  tag,
  forwards: getPracticeSummary,
  roles: staff,
  query: practiceSummaryQuerySchema,
});

export const getPracticeDaysRoute = defineHttpRoute({
  id: 'getPracticeDays',
  method: 'GET',
  path: '/practice-reports/days',
  summary:
    'My practice over a period, minutes and reports per day and type, and my totals of all time (student)',
  tag,
  forwards: getPracticeDays,
  roles: ['student'],
  query: practiceDaysQuerySchema,
});

export const dismissReportFlagsRoute = defineHttpRoute({
  id: 'dismissReportFlags',
  method: 'POST',
  path: '/practice-reports/:reportId/dismiss-flags',
  summary: 'The teacher has looked at a flagged report',
  tag,
  forwards: dismissReportFlags,
  roles: staff,
  params: z.object({ reportId: z.string().uuid() }),
});

/** Assignments, submissions and practice reports: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const homeworkRoutes: readonly HttpRoute[] = [
  listAssignmentsRoute,
  createAssignmentRoute,
  getAssignmentRoute,
  deleteAssignmentRoute,
  submitAssignmentRoute,
  gradeSubmissionRoute,
  createPracticeReportRoute,
  listPracticeReportsRoute,
  getPracticeSummaryRoute,
  getPracticeDaysRoute,
  dismissReportFlagsRoute,
];
