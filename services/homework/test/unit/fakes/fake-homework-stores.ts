import { AppException } from '@crescendo/service-kit';
import type { AssignmentPageStore, AssignmentScope } from '../../../src/assignment-page.store.js';
import type { AssignmentRow, AssignmentStore } from '../../../src/assignment.store.js';
import type { PracticeDaysStore } from '../../../src/practice-days.store.js';
import type { PracticePageStore } from '../../../src/practice-page.store.js';
import type { PracticeStore, ReportRow, SubmissionRow } from '../../../src/practice.store.js';
import type { ReportBudgetStore } from '../../../src/report-budget.store.js';
import type { SubmissionPageStore } from '../../../src/submission-page.store.js';
import type { NewSubmission, SubmissionStore } from '../../../src/submission.store.js';

type StoredReport = ReportRow & { assignment_id: string | null; client_report_id: string | null };
type StoredAssignment = Omit<
  AssignmentRow,
  'student_ids' | 'due_key' | 'submitted_count' | 'total_count' | 'my_submitted'
>;
interface StoredSubmission extends NewSubmission {
  grade: number | null;
  feedback: string | null;
  gradedAt: Date | null;
  gradedBy: string | null;
}

/**
 * Homework's tables in memory, and fake stores over them with the signatures of the real ones: what a
 * use case stores is read back as the service would read it from PostgreSQL. No SQL, no rule of the
 * service: the stores only keep and find rows.
 */
export class HomeworkTables {
  readonly reports: StoredReport[] = [];
  readonly submissions: StoredSubmission[] = [];
  readonly assignments: StoredAssignment[] = [];
  /** assignment id → the students it is given to. */
  readonly givenTo = new Map<string, string[]>();
  /** The students whose voluntary reports' budget is spent (the store refuses their next one). */
  readonly budgetSpent = new Set<string>();
  /** The assignments locked, in order (a submission locks its assignment first). */
  readonly locked: string[] = [];
  private clock = 0;

  constructor(private readonly now: () => Date) {}

  readonly practiceStore: PracticeStore = {
    insertReport: async (_db, report) => {
      const row: StoredReport = {
        ...report,
        submitted_at: new Date(this.now().getTime() + this.clock++).toISOString(),
        flags_dismissed: false,
      };
      this.reports.push(row);
      return reportRow(row);
    },
    reportByClientId: async (_db, studentId, clientReportId) => {
      const row = this.reports.find(
        (r) => r.student_id === studentId && r.client_report_id === clientReportId,
      );
      return row ? reportRow(row) : null;
    },
    reportsNear: async (_db, organizationId, studentId, from) =>
      this.reports
        .filter((r) => r.organization_id === organizationId && r.student_id === studentId)
        .filter((r) => r.practice_date >= from)
        .map(reportRow),
    findReport: async (_db, organizationId, id) => {
      const row = this.reports.find((r) => r.organization_id === organizationId && r.id === id);
      return row ? reportRow(row) : null;
    },
    dismissReportFlags: async (_db, id) => {
      this.reports.find((r) => r.id === id)!.flags_dismissed = true;
    },
    findSubmission: async (_db, organizationId, id) => {
      const row = this.submissions.find((s) => s.organizationId === organizationId && s.id === id);
      return row ? this.submissionRow(row) : null;
    },
  };

  readonly practicePageStore: PracticePageStore = {
    reportsPage: async (_db, organizationId, studentIds, filter, limit) => {
      const rows = this.reports
        .filter((r) => r.organization_id === organizationId)
        .filter((r) => studentIds === null || studentIds.includes(r.student_id))
        .filter((r) => filter.type === null || r.type === filter.type)
        .sort((a, b) =>
          a.practice_date === b.practice_date ? 0 : a.practice_date < b.practice_date ? 1 : -1,
        )
        .slice(0, limit)
        .map((r) => ({ ...reportRow(r), submitted_key: r.submitted_at }));
      return { rows, nextCursor: null };
    },
  };

  readonly practiceDaysStore: PracticeDaysStore = {
    practiceDays: async (_db, organizationId, studentId, period) => {
      const own = this.reports.filter(
        (r) => r.organization_id === organizationId && r.student_id === studentId,
      );
      const total = { reports: own.length, minutes: own.reduce((sum, r) => sum + r.duration, 0) };
      return { ...period, days: [], total };
    },
  };

  readonly reportBudgetStore: ReportBudgetStore = {
    spendReportBudget: async (_db, _organizationId, studentId) => {
      if (this.budgetSpent.has(studentId))
        throw new AppException('RATE_LIMITED', 'homework.reportBudgetSpent', {
          params: { maximum: 60, seconds: 60 },
          retryAfterSeconds: 60,
        });
    },
  };

  readonly submissionStore: SubmissionStore = {
    hasSubmitted: async (_db, assignmentId, studentId) =>
      this.submissions.some((s) => s.assignmentId === assignmentId && s.studentId === studentId),
    insertSubmission: async (_db, submission) => {
      this.submissions.push({ ...submission, grade: null, feedback: null, gradedAt: null, gradedBy: null });
    },
    gradeSubmission: async (_db, id, grade) => {
      Object.assign(
        this.submissions.find((s) => s.id === id)!,
        {
          grade: grade.grade,
          feedback: grade.feedback,
          gradedAt: this.now(),
          gradedBy: grade.by,
        },
      );
    },
  };

  readonly submissionPageStore: SubmissionPageStore = {
    submissionsPage: async (_db, assignmentId, studentId, _after, limit) => ({
      rows: this.submissions
        .filter((s) => s.assignmentId === assignmentId && (studentId === null || s.studentId === studentId))
        .slice(0, limit)
        .map((s) => this.submissionRow(s)),
      nextCursor: null,
    }),
  };

  readonly assignmentStore: AssignmentStore = {
    findAssignment: async (_db, organizationId, id, studentId) => {
      const row = this.assignments.find((a) => a.organization_id === organizationId && a.id === id);
      return row ? this.assignmentRow(row, studentId) : null;
    },
    insertAssignment: async (_db, row, studentIds) => {
      this.assignments.push({ ...row, created_at: this.now() });
      this.givenTo.set(row.id, [...new Set(studentIds)]);
    },
    lockAssignment: async (_db, id) => {
      this.locked.push(id);
    },
    deleteAssignment: async (_db, id) => {
      this.assignments.splice(
        this.assignments.findIndex((a) => a.id === id),
        1,
      );
      this.submissions.splice(
        0,
        this.submissions.length,
        ...this.submissions.filter((s) => s.assignmentId !== id),
      );
    },
  };

  readonly assignmentPageStore: AssignmentPageStore = {
    assignmentsPage: async (_db, organizationId, scope, _after, limit) => ({
      rows: this.inScope(organizationId, scope)
        .slice(0, limit)
        .map((a) => this.assignmentRow(a, scope.kind === 'student' ? scope.studentId : undefined)),
      nextCursor: null,
    }),
    assignmentCounts: async (_db, organizationId, scope, now) => {
      const rows = this.inScope(organizationId, scope).map((a) => this.assignmentRow(a));
      return {
        assignments: rows.length,
        late: rows.filter((a) => a.due_at < now).length,
        submitted: rows.reduce((sum, a) => sum + a.submitted_count, 0),
        expected: rows.reduce((sum, a) => sum + a.total_count, 0),
      };
    },
  };

  /** A student given an assignment by hand, as the consumer of groups' events would. */
  give(assignmentId: string, studentId: string): void {
    this.givenTo.get(assignmentId)!.push(studentId);
  }

  private inScope(organizationId: string, scope: AssignmentScope): StoredAssignment[] {
    return this.assignments
      .filter((a) => a.organization_id === organizationId)
      .filter((a) =>
        scope.kind === 'groups'
          ? scope.groupIds.includes(a.group_id)
          : scope.kind === 'student'
            ? this.givenTo.get(a.id)!.includes(scope.studentId) &&
              (scope.groupId === null || a.group_id === scope.groupId)
            : true,
      )
      .sort((a, b) => b.due_at.getTime() - a.due_at.getTime());
  }

  private assignmentRow(row: StoredAssignment, studentId?: string): AssignmentRow {
    const students = [...this.givenTo.get(row.id)!].sort();
    const submitted = this.submissions.filter(
      (s) => s.assignmentId === row.id && students.includes(s.studentId),
    );
    return {
      ...row,
      due_key: row.due_at.toISOString(),
      student_ids: students,
      submitted_count: submitted.length,
      total_count: students.length,
      my_submitted: studentId ? submitted.some((s) => s.studentId === studentId) : false,
    };
  }

  private submissionRow(row: StoredSubmission): SubmissionRow {
    const report = this.reports.find((r) => r.id === row.reportId)!;
    return {
      id: row.id,
      assignment_id: row.assignmentId,
      organization_id: row.organizationId,
      student_id: row.studentId,
      submitted_at: row.submittedAt,
      late: row.late,
      grade: row.grade,
      feedback: row.feedback,
      graded_at: row.gradedAt,
      practice_date: report.practice_date,
      duration: report.duration,
      location: report.location,
      content: report.content,
      next_goals: report.next_goals,
      submitted_key: row.submittedAt.toISOString(),
    };
  }
}

/** A report as the stores read it (the stored row without what only the table keeps). */
function reportRow({ assignment_id: _a, client_report_id: _c, ...row }: StoredReport): ReportRow {
  return { ...row, flags: [...row.flags] };
}
