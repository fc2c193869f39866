import { Controller, Inject } from '@nestjs/common';
import { listTaughtStudents, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

/**
 * Of the students asked, those in a group of the organisation that the person leads or co-teaches (archived
 * groups included): the read audit's question about an administrator who also teaches (issue 31 §4, decision
 * 0067). A system request (actor `null`) only identity may send (the NATS boundary).
 */
@Controller()
export class TaughtStudentsHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(listTaughtStudents)
  async list(payload: PayloadOf<typeof listTaughtStudents>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ student_id: string }> = await this.db.query(
      `SELECT DISTINCT m.student_id
         FROM group_members m
         JOIN groups g ON g.id = m.group_id
        WHERE g.organization_id = $1
          AND m.student_id = ANY($3::uuid[])
          AND (g.teacher_id = $2
               OR EXISTS (SELECT 1 FROM group_teachers t WHERE t.group_id = g.id AND t.teacher_id = $2))
        ORDER BY m.student_id`,
      [payload.organizationId, payload.teacherId, payload.studentIds],
    );
    return { taughtStudentIds: rows.map((row) => row.student_id) };
  }
}
