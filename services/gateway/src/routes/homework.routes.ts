import {
  createAssignment,
  createAssignmentRoute,
  createPracticeReport,
  createPracticeReportRoute,
  deleteAssignment,
  deleteAssignmentRoute,
  dismissReportFlags,
  dismissReportFlagsRoute,
  getAssignment,
  getAssignmentRoute,
  getPracticeSummary,
  getPracticeSummaryRoute,
  gradeSubmission,
  gradeSubmissionRoute,
  listAssignments,
  listAssignmentsRoute,
  listPracticeReports,
  listPracticeReportsRoute,
  submitAssignment,
  submitAssignmentRoute,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import { bind, type BoundRoute } from '../http/api-router.js';

/** /api/v1/assignments…, /submissions…, /practice-reports…: each one request to the homework service. */
export function homeworkRoutes(client: ServiceClient): BoundRoute[] {
  return [
    bind(listAssignmentsRoute, ({ query, signedIn }) => client.send(listAssignments, query, signedIn!.actor)),
    bind(createAssignmentRoute, ({ body, signedIn }) => client.send(createAssignment, body, signedIn!.actor)),
    bind(getAssignmentRoute, ({ params, signedIn }) => client.send(getAssignment, params, signedIn!.actor)),
    bind(deleteAssignmentRoute, ({ params, signedIn }) =>
      client.send(deleteAssignment, params, signedIn!.actor),
    ),
    bind(submitAssignmentRoute, ({ params, body, signedIn }) =>
      client.send(submitAssignment, { ...body, ...params }, signedIn!.actor),
    ),
    bind(gradeSubmissionRoute, ({ params, body, signedIn }) =>
      client.send(gradeSubmission, { ...body, ...params }, signedIn!.actor),
    ),
    bind(createPracticeReportRoute, ({ body, signedIn }) =>
      client.send(createPracticeReport, body, signedIn!.actor),
    ),
    bind(listPracticeReportsRoute, ({ query, signedIn }) =>
      client.send(listPracticeReports, query, signedIn!.actor),
    ),
    bind(getPracticeSummaryRoute, ({ query, signedIn }) =>
      client.send(getPracticeSummary, query, signedIn!.actor),
    ),
    bind(dismissReportFlagsRoute, ({ params, signedIn }) =>
      client.send(dismissReportFlags, params, signedIn!.actor),
    ),
  ];
}
