import { Controller, Inject } from '@nestjs/common';
import {
  createAssignment,
  createPracticeReport,
  deleteAssignment,
  dismissReportFlags,
  getAssignment,
  getPracticeDays,
  getPracticeSummary,
  gradeSubmission,
  listAssignments,
  listPracticeReports,
  submitAssignment,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { AssignmentsService } from './assignments.service.js';
import { PracticeService } from './practice.service.js';
import { PracticeSummaryService } from './practice-summary.service.js';

/** Request/reply of homework: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class HomeworkHandlers {
  constructor(
    @Inject(AssignmentsService) private readonly assignments: AssignmentsService,
    @Inject(PracticeService) private readonly practice: PracticeService,
    @Inject(PracticeSummaryService) private readonly summaries: PracticeSummaryService,
  ) {}

  @Handles(createAssignment)
  create(payload: PayloadOf<typeof createAssignment>, actor: Actor | null) {
    return this.assignments.create(actor, payload);
  }

  @Handles(listAssignments)
  list(payload: PayloadOf<typeof listAssignments>, actor: Actor | null) {
    return this.assignments.list(actor, payload);
  }

  @Handles(getAssignment)
  get(payload: PayloadOf<typeof getAssignment>, actor: Actor | null) {
    return this.assignments.get(actor, payload);
  }

  @Handles(deleteAssignment)
  delete(payload: PayloadOf<typeof deleteAssignment>, actor: Actor | null) {
    return this.assignments.delete(actor, payload.assignmentId);
  }

  @Handles(submitAssignment)
  submit({ assignmentId, ...entry }: PayloadOf<typeof submitAssignment>, actor: Actor | null) {
    return this.practice.submit(actor, assignmentId, entry);
  }

  @Handles(gradeSubmission)
  grade({ submissionId, ...grade }: PayloadOf<typeof gradeSubmission>, actor: Actor | null) {
    return this.practice.grade(actor, submissionId, grade);
  }

  @Handles(createPracticeReport)
  report(payload: PayloadOf<typeof createPracticeReport>, actor: Actor | null) {
    return this.practice.createReport(actor, payload);
  }

  @Handles(listPracticeReports)
  reports(payload: PayloadOf<typeof listPracticeReports>, actor: Actor | null) {
    return this.practice.listReports(actor, payload);
  }

  @Handles(getPracticeDays)
  days(payload: PayloadOf<typeof getPracticeDays>, actor: Actor | null) {
    return this.practice.days(actor, payload);
  }

  @Handles(getPracticeSummary)
  summary(payload: PayloadOf<typeof getPracticeSummary>, actor: Actor | null) {
    return this.summaries.summary(actor, payload);
  }

  @Handles(dismissReportFlags)
  dismiss(payload: PayloadOf<typeof dismissReportFlags>, actor: Actor | null) {
    return this.practice.dismissFlags(actor, payload.reportId);
  }
}
