import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  Assignment,
  AssignmentCounts,
  CreateAssignmentInput,
  PayloadOf,
  Submission,
  getAssignment,
  listAssignments,
} from '@crescendo/contracts';
import { homeworkFilesRead } from '@crescendo/contracts';
import { instantAt } from '@crescendo/domain';

import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  recordFilesRead,
  requireStaff,
  type GroupsAccessPort,
  type OutboxPort,
  type Viewer,
  viewerOf,
} from '@crescendo/service-kit';
import {
  ASSIGNMENT_PAGE_STORE,
  decodeAssignmentCursor,
  type AssignmentPageStore,
  type AssignmentScope,
} from './assignment-page.store.js';
import {
  ASSIGNMENT_STORE,
  toAssignment,
  type AssignmentRow,
  type AssignmentStore,
} from './assignment.store.js';
import { recordHomework } from './homework-events.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import { toSubmission } from './practice.store.js';
import {
  SUBMISSION_PAGE_STORE,
  decodeSubmissionCursor,
  type SubmissionPageStore,
} from './submission-page.store.js';

/** Assigned exercises: create, list, read with their submissions, delete. Every query scoped by the actor. */
@Injectable()
export class AssignmentsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ASSIGNMENT_STORE) private readonly assignmentStore: AssignmentStore,
    @Inject(ASSIGNMENT_PAGE_STORE) private readonly assignmentPageStore: AssignmentPageStore,
    @Inject(SUBMISSION_PAGE_STORE) private readonly submissionPageStore: SubmissionPageStore,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  /** Spec §5: to a group the actor teaches (any group of the organisation for an admin), whole or chosen students. */
  async create(actor: Actor | null, input: CreateAssignmentInput): Promise<Assignment> {
    const viewer = requireStaff(actor);
    const { group } = await this.access.require(actor!, input.groupId, 'teach', {
      forbidden: 'homework.notYourGroup',
    });
    const chosen = input.studentIds ? [...new Set(input.studentIds)] : null;
    if (chosen && !chosen.every((id) => group.studentIds.includes(id)))
      throw AppException.invalid({ studentIds: 'homework.studentsOutsideGroup' });
    const studentIds = chosen ?? group.studentIds;
    if (studentIds.length === 0) throw AppException.invalid({ groupId: 'homework.emptyGroup' });
    return this.db.transaction(async (tx) => {
      const id = randomUUID();
      await this.assignmentStore.insertAssignment(
        tx,
        {
          id,
          organization_id: viewer.organizationId,
          group_id: group.id,
          // The group's teacher owns the assignment, even when an admin gives it.
          teacher_id: group.teacherId ?? viewer.userId,
          title: input.title,
          description: input.description,
          due_at: instantAt(input.dueDate, input.dueTime, this.options.timeZone),
          due_date: input.dueDate,
          due_time: input.dueTime,
          whole_group: chosen === null,
          send_to_classroom: input.sendToClassroom,
        },
        studentIds,
      );
      const row = (await this.assignmentStore.findAssignment(tx, viewer.organizationId, id))!;
      await recordHomework.assignmentCreated(this.outbox, tx, row);
      return this.wire(row, viewer);
    });
  }

  /**
   * Teacher: their groups' (or one of them); admin: the organisation's; student: those given to them.
   * A page, latest due first, and the counts of the whole list (PostgreSQL's, whatever the page).
   */
  async list(
    actor: Actor | null,
    query: PayloadOf<typeof listAssignments>,
  ): Promise<{ assignments: Assignment[]; nextCursor: string | null; counts: AssignmentCounts }> {
    const viewer = viewerOf(actor);
    const after = query.cursor ? decodeAssignmentCursor(query.cursor) : null;
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const scope = await this.scopeOf(actor, viewer, query.groupId);
    if (!scope) return { assignments: [], nextCursor: null, counts: noAssignments };
    const tx = this.db;
    const [page, counts] = await Promise.all([
      this.assignmentPageStore.assignmentsPage(tx, viewer.organizationId, scope, after, query.limit),
      this.assignmentPageStore.assignmentCounts(tx, viewer.organizationId, scope, this.options.now()),
    ]);
    return {
      assignments: page.rows.map((row) => this.wire(row, viewer)),
      nextCursor: page.nextCursor,
      counts,
    };
  }

  /** Whose assignments the viewer lists; null when none (a teacher asking for a group they do not teach). */
  private async scopeOf(
    actor: Actor | null,
    viewer: Viewer,
    groupId: string | undefined,
  ): Promise<AssignmentScope | null> {
    if (viewer.kind === 'student')
      return { kind: 'student', studentId: viewer.userId, groupId: groupId ?? null };
    if (viewer.kind === 'admin')
      return groupId ? { kind: 'groups', groupIds: [groupId] } : { kind: 'organization' };
    if (viewer.kind !== 'teacher') throw new AppException('FORBIDDEN', 'common.forbidden');
    const mine = (await this.access.scope(actor!, 'teach')).groups.map(({ group }) => group.id);
    const wanted = groupId ? mine.filter((id) => id === groupId) : mine;
    return wanted.length === 0 ? null : { kind: 'groups', groupIds: wanted };
  }

  /** The assignment and a page of its submissions: a student's own, or (staff) all or one student's. */
  async get(
    actor: Actor | null,
    query: PayloadOf<typeof getAssignment>,
  ): Promise<{ assignment: Assignment; submissions: Submission[]; nextCursor: string | null }> {
    const viewer = viewerOf(actor);
    const after = query.cursor ? decodeSubmissionCursor(query.cursor) : null;
    const row = await this.visible(actor!, viewer, query.assignmentId);
    const student = viewer.kind === 'student' ? viewer.userId : (query.studentId ?? null);
    const page = await this.submissionPageStore.submissionsPage(this.db, row.id, student, after, query.limit);
    if (viewer.kind === 'admin' || viewer.kind === 'teacher')
      await recordFilesRead(this.db, this.outbox, homeworkFilesRead, {
        reader: viewer,
        category: 'grades',
        reference: `assignment:${row.id}`,
        studentIds: page.rows.map((submission) => submission.student_id),
        at: this.options.now(),
      });
    return {
      assignment: this.wire(row, viewer),
      submissions: page.rows.map(toSubmission),
      nextCursor: page.nextCursor,
    };
  }

  /** The submissions go with it (ON DELETE CASCADE); the students' practice reports stay theirs. */
  async delete(actor: Actor | null, assignmentId: string): Promise<{ deleted: true }> {
    const viewer = requireStaff(actor);
    const row = await this.managed(actor!, viewer, assignmentId);
    await this.db.transaction(async (tx) => {
      await this.assignmentStore.deleteAssignment(tx, row.id);
      await recordHomework.assignmentDeleted(this.outbox, tx, row);
    });
    return { deleted: true };
  }

  /** The assignment if the actor may read it: given to the student, or in a group the staff member manages. */
  async visible(actor: Actor, viewer: Viewer, assignmentId: string): Promise<AssignmentRow> {
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const own = viewer.kind === 'student' ? viewer.userId : undefined;
    const row = await this.assignmentStore.findAssignment(this.db, viewer.organizationId, assignmentId, own);
    if (!row) throw new AppException('NOT_FOUND', 'homework.assignmentNotFound');
    if (viewer.kind === 'student') {
      if (!row.student_ids.includes(viewer.userId))
        throw new AppException('NOT_FOUND', 'homework.assignmentNotFound');
      return row;
    }
    return this.managed(actor, viewer, assignmentId, row);
  }

  /** Staff who teach its group (groups decides); anyone else learns nothing (NOT_FOUND). */
  async managed(
    actor: Actor,
    viewer: Viewer,
    assignmentId: string,
    known?: AssignmentRow,
  ): Promise<AssignmentRow> {
    if (viewer.kind !== 'admin' && viewer.kind !== 'teacher')
      throw new AppException('FORBIDDEN', 'common.forbidden');
    const row =
      known ?? (await this.assignmentStore.findAssignment(this.db, viewer.organizationId, assignmentId));
    if (!row) throw new AppException('NOT_FOUND', 'homework.assignmentNotFound');
    if (!(await this.access.find(actor, row.group_id, 'teach')))
      throw new AppException('NOT_FOUND', 'homework.assignmentNotFound');
    return row;
  }

  private wire(row: AssignmentRow, viewer: Viewer): Assignment {
    const student = viewer.kind === 'student' ? viewer.userId : undefined;
    return toAssignment(row, this.options.now(), this.options.timeZone, student);
  }
}

const noAssignments: AssignmentCounts = { assignments: 0, late: 0, submitted: 0, expected: 0 };
