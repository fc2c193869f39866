import { Controller, Inject } from '@nestjs/common';
import { listReminderRecipients, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

/**
 * Who an event of these groups concerns, for the planning's reminders (issue 28 §3): each group's students and
 * its teachers (lead and co-teachers). A system request (actor `null`) only the planning may send (the NATS
 * boundary): a reminder is sent by a delayed job, nobody asks. Groups of another organisation, archived or
 * unknown are left out.
 */
@Controller()
export class ReminderRecipientsHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(listReminderRecipients)
  async list(payload: PayloadOf<typeof listReminderRecipients>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ id: string; student_ids: string[]; teacher_ids: string[] }> = await this.db.query(
      `SELECT g.id,
              coalesce((SELECT array_agg(m.student_id ORDER BY m.student_id) FROM group_members m
                         WHERE m.group_id = g.id), '{}')::text[] AS student_ids,
              (array_remove(ARRAY[g.teacher_id], NULL) ||
                 coalesce((SELECT array_agg(t.teacher_id ORDER BY t.teacher_id) FROM group_teachers t
                            WHERE t.group_id = g.id AND t.teacher_id IS DISTINCT FROM g.teacher_id), '{}'))::text[]
                AS teacher_ids
         FROM groups g
        WHERE g.organization_id = $1 AND g.id = ANY($2::uuid[]) AND NOT g.archived
        ORDER BY g.id`,
      [payload.organizationId, payload.groupIds],
    );
    return {
      groups: rows.map((row) => ({
        groupId: row.id,
        studentIds: row.student_ids,
        teacherIds: row.teacher_ids,
      })),
    };
  }
}
