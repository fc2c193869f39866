import { z } from 'zod';
import { defineHttpRoute } from '../http/http-route.js';
import {
  assignmentDetailSchema,
  assignmentSchema,
  createAssignmentInputSchema,
  gradeSubmissionInputSchema,
  submissionSchema,
} from './assignment.js';
import {
  listAssignmentsQuerySchema,
  listPracticeReportsQuerySchema,
  practiceSummaryQuerySchema,
} from './homework-requests.js';
import { practiceEntryInputSchema, practiceReportSchema } from './practice.js';
import { practiceSummarySchema } from './practice-summary.js';

const tag = 'homework';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const assignmentParams = z.object({ assignmentId: z.string().uuid() });

export const listAssignmentsRoute = defineHttpRoute({
  id: 'listAssignments',
  method: 'GET',
  path: '/assignments',
  summary: 'Assigned exercises: my groups’ (teacher), the organisation’s (admin), mine (student)',
  tag,
  query: listAssignmentsQuerySchema,
  reply: z.object({ assignments: z.array(assignmentSchema) }),
});

export const createAssignmentRoute = defineHttpRoute({
  id: 'createAssignment',
  method: 'POST',
  path: '/assignments',
  summary: 'Assigner une Pratique: to a group I teach (or any, for an admin), whole or chosen students',
  tag,
  roles: staff,
  body: createAssignmentInputSchema,
  reply: assignmentSchema,
});

export const getAssignmentRoute = defineHttpRoute({
  id: 'getAssignment',
  method: 'GET',
  path: '/assignments/:assignmentId',
  summary: 'One assigned exercise with its submissions (a student sees only their own)',
  tag,
  params: assignmentParams,
  reply: assignmentDetailSchema,
});

export const deleteAssignmentRoute = defineHttpRoute({
  id: 'deleteAssignment',
  method: 'DELETE',
  path: '/assignments/:assignmentId',
  summary: 'Delete an assigned exercise and its submissions',
  tag,
  roles: staff,
  params: assignmentParams,
  reply: z.object({ deleted: z.literal(true) }),
});

export const submitAssignmentRoute = defineHttpRoute({
  id: 'submitAssignment',
  method: 'POST',
  path: '/assignments/:assignmentId/submissions',
  summary: 'A student answers an exercise assigned to them (late is allowed, and marked)',
  tag,
  roles: ['student'],
  params: assignmentParams,
  body: practiceEntryInputSchema,
  reply: submissionSchema,
});

export const gradeSubmissionRoute = defineHttpRoute({
  id: 'gradeSubmission',
  method: 'PUT',
  path: '/submissions/:submissionId/grade',
  summary: 'Grade a submission out of 100, with a comment',
  tag,
  roles: staff,
  params: z.object({ submissionId: z.string().uuid() }),
  body: gradeSubmissionInputSchema,
  reply: submissionSchema,
});

export const createPracticeReportRoute = defineHttpRoute({
  id: 'createPracticeReport',
  method: 'POST',
  path: '/practice-reports',
  summary: 'A voluntary practice report',
  tag,
  roles: ['student'],
  body: practiceEntryInputSchema,
  reply: practiceReportSchema,
});

export const listPracticeReportsRoute = defineHttpRoute({
  id: 'listPracticeReports',
  method: 'GET',
  path: '/practice-reports',
  summary:
    'Practice reports: mine (student), my groups’ students’ (teacher), the organisation’s (admin); `from`/`to` for a period',
  tag,
  query: listPracticeReportsQuerySchema,
  reply: z.object({ reports: z.array(practiceReportSchema) }),
});

export const getPracticeSummaryRoute = defineHttpRoute({
  id: 'getPracticeSummary',
  method: 'GET',
  path: '/practice-reports/summary',
  summary: 'A group’s practice over a period: totals per student and minutes per day (its teacher, an admin)',
  tag,
  roles: staff,
  query: practiceSummaryQuerySchema,
  reply: practiceSummarySchema,
});

export const dismissReportFlagsRoute = defineHttpRoute({
  id: 'dismissReportFlags',
  method: 'POST',
  path: '/practice-reports/:reportId/dismiss-flags',
  summary: 'The teacher has looked at a flagged report',
  tag,
  roles: staff,
  params: z.object({ reportId: z.string().uuid() }),
  reply: practiceReportSchema,
});
