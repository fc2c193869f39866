import {
  assignmentCreated,
  assignmentDeleted,
  assignmentUpdated,
  practiceReportCreated,
  submissionCreated,
  submissionGraded,
} from '@crescendo/contracts';
import type { Db, OutboxPort } from '@crescendo/service-kit';
import type { AssignmentRow } from './assignment.store.js';
import type { ReportRow, SubmissionRow } from './practice.store.js';

function assignmentFacts(row: AssignmentRow) {
  return {
    assignmentId: row.id,
    organizationId: row.organization_id,
    groupId: row.group_id,
    teacherId: row.teacher_id,
    title: row.title,
    description: row.description,
    dueAt: new Date(row.due_at).toISOString(),
    studentIds: row.student_ids,
    wholeGroup: row.whole_group,
    sendToClassroom: row.send_to_classroom,
  };
}

function submissionFacts(row: SubmissionRow) {
  return {
    submissionId: row.id,
    assignmentId: row.assignment_id,
    organizationId: row.organization_id,
    studentId: row.student_id,
    late: row.late,
  };
}

const meta = (organizationId: string) => ({ organizationId });

/** Events of homework's changes, written in the transaction of the change (the Classroom service reads them). */
export const recordHomework = {
  assignmentCreated: (outbox: OutboxPort, db: Db, row: AssignmentRow) =>
    outbox.add(db.manager, assignmentCreated, assignmentFacts(row), meta(row.organization_id)),
  assignmentUpdated: (outbox: OutboxPort, db: Db, row: AssignmentRow) =>
    outbox.add(db.manager, assignmentUpdated, assignmentFacts(row), meta(row.organization_id)),
  assignmentDeleted: (outbox: OutboxPort, db: Db, row: AssignmentRow) =>
    outbox.add(
      db.manager,
      assignmentDeleted,
      { assignmentId: row.id, organizationId: row.organization_id, groupId: row.group_id },
      meta(row.organization_id),
    ),
  submissionCreated: (outbox: OutboxPort, db: Db, row: SubmissionRow) =>
    outbox.add(db.manager, submissionCreated, submissionFacts(row), meta(row.organization_id)),
  submissionGraded: (outbox: OutboxPort, db: Db, row: SubmissionRow) =>
    outbox.add(
      db.manager,
      submissionGraded,
      { ...submissionFacts(row), grade: row.grade!, feedback: row.feedback },
      meta(row.organization_id),
    ),
  reportCreated: (outbox: OutboxPort, db: Db, row: ReportRow) =>
    outbox.add(
      db.manager,
      practiceReportCreated,
      {
        reportId: row.id,
        organizationId: row.organization_id,
        studentId: row.student_id,
        practiceDate: row.practice_date,
        duration: row.duration,
        type: row.type,
        flagged: row.flags.length > 0,
      },
      meta(row.organization_id),
    ),
};
