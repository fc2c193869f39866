import { Controller, Inject } from '@nestjs/common';
import { findRecordingTarget, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

interface Row {
  student_id: string;
  group_id: string | null;
  report_id: string;
}

/**
 * Whose practice report or submission it is, and in which group (issue 29 §2): a system request (actor `null`)
 * only the reports service may send (the NATS boundary), before a recording is attached or listened to. The
 * reports decide who may do what with the answer.
 */
@Controller()
export class RecordingTargetHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(findRecordingTarget)
  async find(payload: PayloadOf<typeof findRecordingTarget>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    if ((payload.practiceReportId === undefined) === (payload.submissionId === undefined))
      throw new AppException('VALIDATION_FAILED', 'common.validation');
    const [row] = payload.submissionId
      ? await this.db.query<Row[]>(
          `SELECT s.student_id, a.group_id, s.report_id
             FROM submissions s JOIN assignments a ON a.id = s.assignment_id
            WHERE s.organization_id = $1 AND s.id = $2`,
          [payload.organizationId, payload.submissionId],
        )
      : await this.db.query<Row[]>(
          `SELECT r.student_id, a.group_id, r.id AS report_id
             FROM practice_reports r LEFT JOIN assignments a ON a.id = r.assignment_id
            WHERE r.organization_id = $1 AND r.id = $2`,
          [payload.organizationId, payload.practiceReportId],
        );
    return {
      target: row
        ? { studentId: row.student_id, groupId: row.group_id, practiceReportId: row.report_id }
        : null,
    };
  }
}
