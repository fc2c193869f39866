import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  homeworkFilesRead,
  type Actor,
  type CreatePracticeReportInput,
  type PayloadOf,
  type PracticeDays,
  type PracticeEntryInput,
  type PracticeReport,
  type Submission,
  type listPracticeReports,
} from '@crescendo/contracts';
import { dayOf, integrityFlags, isLateSubmission, shiftDay } from '@crescendo/domain';

import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  recordFilesRead,
  requireStaff,
  requireStudent,
  viewerOf,
  type GroupsAccessPort,
  type OutboxPort,
} from '@crescendo/service-kit';
import { ASSIGNMENT_STORE, type AssignmentStore } from './assignment.store.js';
import { AssignmentsService } from './assignments.service.js';
import { recordHomework } from './homework-events.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import {
  PRACTICE_STORE,
  isDuplicateClientId,
  toReport,
  toSubmission,
  type PracticeStore,
  type ReportRow,
} from './practice.store.js';
import { PRACTICE_DAYS_STORE, type PracticeDaysStore } from './practice-days.store.js';
import {
  PRACTICE_PAGE_STORE,
  decodeCursor,
  searchWords,
  type PracticePageStore,
  type ReportsFilter,
} from './practice-page.store.js';
import { REPORT_BUDGET_STORE, type ReportBudgetStore } from './report-budget.store.js';
import { SUBMISSION_STORE, type SubmissionStore } from './submission.store.js';

/** What a staff member's page of practice reports was, in the log's terms: one student's, one group's, all. */
const practiceListReference = (filter: { groupId?: string; studentId?: string }) =>
  filter.studentId
    ? `practiceReports:student:${filter.studentId}`
    : filter.groupId
      ? `practiceReports:group:${filter.groupId}`
      : 'practiceReports';

/** How far back the integrity flags look for a student's usual (the median) and repeats. */
const flagHistoryDays = 120;

/** Practice reports (voluntary, or made by a submission), submissions and their grades. */
@Injectable()
export class PracticeService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PRACTICE_STORE) private readonly practiceStore: PracticeStore,
    @Inject(PRACTICE_PAGE_STORE) private readonly practicePageStore: PracticePageStore,
    @Inject(PRACTICE_DAYS_STORE) private readonly practiceDaysStore: PracticeDaysStore,
    @Inject(REPORT_BUDGET_STORE) private readonly reportBudgetStore: ReportBudgetStore,
    @Inject(SUBMISSION_STORE) private readonly submissionStore: SubmissionStore,
    @Inject(ASSIGNMENT_STORE) private readonly assignmentStore: AssignmentStore,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(AssignmentsService) private readonly assignments: AssignmentsService,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  /**
   * 'Rapport de pratique ajouté': a voluntary report; flagged for the teacher when it looks unlikely. With
   * the device's key (`clientReportId`), a report sent again (the network dropped the answer, an offline
   * queue retried) is answered with the one stored the first time, and stored, flagged and announced once.
   */
  async createReport(actor: Actor | null, input: CreatePracticeReportInput): Promise<PracticeReport> {
    const viewer = requireStudent(actor);
    const { clientReportId = null, ...entry } = input;
    const stored = () =>
      clientReportId ? this.practiceStore.reportByClientId(this.db, viewer.userId, clientReportId) : null;
    const already = await stored();
    if (already) return toReport(already, false);
    try {
      return await this.db.transaction(async (tx) => {
        await this.reportBudgetStore.spendReportBudget(tx, viewer.organizationId, viewer.userId);
        const row = await this.addReport(
          tx,
          viewer.organizationId,
          viewer.userId,
          entry,
          null,
          clientReportId,
        );
        return toReport(row, false);
      });
    } catch (error) {
      const first = isDuplicateClientId(error) ? await stored() : null;
      if (first) return toReport(first, false);
      throw error;
    }
  }

  /** 'Devoir soumis': once per assignment given to the student; late is allowed, and marked. */
  async submit(actor: Actor | null, assignmentId: string, input: PracticeEntryInput): Promise<Submission> {
    const viewer = requireStudent(actor);
    const assignment = await this.assignments.visible(actor!, viewer, assignmentId);
    // Given to them once, but no longer in its group (removed, moved): they keep what they handed in, and
    // hand in nothing more (issue 34.7). Groups says who is in the group now.
    if (!(await this.access.find(actor!, assignment.group_id, 'see')))
      throw new AppException('FORBIDDEN', 'homework.leftGroup');
    return this.db.transaction(async (tx) => {
      // One submission per student and assignment; the row lock makes two concurrent ones take turns.
      await this.assignmentStore.lockAssignment(tx, assignment.id);
      const already = await this.submissionStore.hasSubmitted(tx, assignment.id, viewer.userId);
      if (already) throw new AppException('CONFLICT', 'homework.alreadySubmitted');
      const report = await this.addReport(tx, viewer.organizationId, viewer.userId, input, {
        id: assignment.id,
        title: assignment.title,
      });
      const id = randomUUID();
      const now = this.options.now();
      await this.submissionStore.insertSubmission(tx, {
        id,
        assignmentId: assignment.id,
        organizationId: viewer.organizationId,
        studentId: viewer.userId,
        reportId: report.id,
        submittedAt: now,
        late: isLateSubmission(now, assignment.due_at),
      });
      const row = (await this.practiceStore.findSubmission(tx, viewer.organizationId, id))!;
      await recordHomework.submissionCreated(this.outbox, tx, row);
      return toSubmission(row);
    });
  }

  /** A grade out of 100 and a comment, by the staff who manage the assignment's group. */
  async grade(
    actor: Actor | null,
    submissionId: string,
    input: { grade: number; feedback?: string | null },
  ): Promise<Submission> {
    const viewer = requireStaff(actor);
    const found = await this.practiceStore.findSubmission(this.db, viewer.organizationId, submissionId);
    if (!found) throw new AppException('NOT_FOUND', 'homework.submissionNotFound');
    await this.assignments.managed(actor!, viewer, found.assignment_id);
    return this.db.transaction(async (tx) => {
      await this.submissionStore.gradeSubmission(tx, found.id, {
        grade: input.grade,
        feedback: input.feedback || null,
        by: viewer.userId,
      });
      const row = (await this.practiceStore.findSubmission(tx, viewer.organizationId, found.id))!;
      await recordHomework.submissionGraded(this.outbox, tx, row);
      return toSubmission(row);
    });
  }

  /**
   * A student: their own. A teacher: the students of their groups. An admin: the organisation's. A page
   * at a time, newest first (issue 34).
   */
  async listReports(
    actor: Actor | null,
    filter: PayloadOf<typeof listPracticeReports>,
  ): Promise<{ reports: PracticeReport[]; nextCursor: string | null }> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const read = (students: string[] | null, showFlags: boolean) =>
      this.reportsPage(viewer.organizationId, students, filter, showFlags);
    if (viewer.kind === 'student') return read([viewer.userId], false);
    const students = await this.studentsInView(actor!, filter);
    if (students?.length === 0) return { reports: [], nextCursor: null };
    const page = await read(students, true);
    // 'Journal des consultations' (issue 31 §4): a staff member read the page's students' practice.
    await recordFilesRead(this.db, this.outbox, homeworkFilesRead, {
      reader: viewer,
      category: 'practice',
      reference: practiceListReference(filter),
      studentIds: page.reports.map((report) => report.studentId),
      at: this.options.now(),
    });
    return page;
  }

  /** A student's own practice per day and type over a period, and their totals of all time. */
  async days(actor: Actor | null, period: { from: string; to: string }): Promise<PracticeDays> {
    const viewer = requireStudent(actor);
    return this.practiceDaysStore.practiceDays(this.db, viewer.organizationId, viewer.userId, period);
  }

  private async reportsPage(
    organizationId: string,
    students: string[] | null,
    query: PayloadOf<typeof listPracticeReports>,
    showFlags: boolean,
  ): Promise<{ reports: PracticeReport[]; nextCursor: string | null }> {
    const filter: ReportsFilter = {
      // The contract lets both days through or neither.
      period: query.from && query.to ? { from: query.from, to: query.to } : null,
      type: query.type ?? null,
      words: searchWords(query.search),
      after: query.cursor ? decodeCursor(query.cursor) : null,
    };
    const page = await this.practicePageStore.reportsPage(
      this.db,
      organizationId,
      students,
      filter,
      query.limit,
    );
    return { reports: page.rows.map((row) => toReport(row, showFlags)), nextCursor: page.nextCursor };
  }

  /** The teacher has looked at a flagged report. */
  async dismissFlags(actor: Actor | null, reportId: string): Promise<PracticeReport> {
    const viewer = requireStaff(actor);
    const row = await this.practiceStore.findReport(this.db, viewer.organizationId, reportId);
    if (!row) throw new AppException('NOT_FOUND', 'homework.reportNotFound');
    const students = await this.studentsInView(actor!, {});
    if (students !== null && !students.includes(row.student_id))
      throw new AppException('NOT_FOUND', 'homework.reportNotFound');
    await this.practiceStore.dismissReportFlags(this.db, row.id);
    return toReport({ ...row, flags_dismissed: true }, true);
  }

  /**
   * The students a staff member reads, as ids (null: the whole organisation, for an admin without filter):
   * those of the groups they teach, as groups decides.
   */
  private async studentsInView(
    actor: Actor,
    filter: { groupId?: string; studentId?: string },
  ): Promise<string[] | null> {
    const scope = await this.access.scope(actor, 'teach', filter.groupId, {
      forbidden: 'homework.notYourGroup',
    });
    if (scope.organizationWide) return filter.studentId ? [filter.studentId] : null;
    const students = [...scope.studentIds];
    if (!filter.studentId) return students;
    if (!scope.studentIds.has(filter.studentId))
      throw new AppException('NOT_FOUND', 'homework.studentNotYours');
    return [filter.studentId];
  }

  private async addReport(
    tx: Db,
    organizationId: string,
    studentId: string,
    input: PracticeEntryInput,
    assignment: { id: string; title: string } | null,
    clientReportId: string | null = null,
  ): Promise<ReportRow> {
    const today = dayOf(this.options.now(), this.options.timeZone);
    const earlier = await this.practiceStore.reportsNear(
      tx,
      organizationId,
      studentId,
      shiftDay(input.practiceDate, -flagHistoryDays),
    );
    const row = await this.practiceStore.insertReport(tx, {
      id: randomUUID(),
      organization_id: organizationId,
      student_id: studentId,
      practice_date: input.practiceDate,
      duration: input.duration,
      location: input.location,
      content: input.content,
      next_goals: input.nextGoals,
      type: assignment ? 'homework' : 'general',
      homework_title: assignment?.title ?? null,
      assignment_id: assignment?.id ?? null,
      client_report_id: clientReportId,
      flags: integrityFlags(input, earlier.map(shapeOf), today),
    });
    await recordHomework.reportCreated(this.outbox, tx, row);
    return row;
  }
}

function shapeOf(row: ReportRow) {
  return { practiceDate: row.practice_date, duration: row.duration, content: row.content };
}
