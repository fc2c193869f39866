import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';

/**
 * What other services' deletions mean for Musichat (decision 0032). Idempotent: the kit records each event
 * once, and a second run finds nothing left to change.
 */
@Injectable()
export class ErasureHandlers implements OnModuleInit {
  constructor(@Inject(EventConsumers) private readonly events: EventConsumers) {}

  onModuleInit() {
    // A group deleted: its chat, direct threads, audit entries, announcements and notes go with it.
    this.events.on(groupDeleted, async ({ groupId, organizationId }, { manager }) => {
      for (const table of ['messages', 'message_audit', 'announcements', 'course_notes']) {
        await manager.query(`DELETE FROM ${table} WHERE organization_id = $1 AND group_id = $2`, [
          organizationId,
          groupId,
        ]);
      }
    });

    // An account erased: no message names it any more ('Utilisateur inconnu'); what a student wrote, and
    // every direct message they were a party to, is erased; an adult's group messages keep their text.
    this.events.on(userDeleted, async ({ userId }, { manager }) => {
      await manager.query(`DELETE FROM messages WHERE thread_student_id = $1`, [userId]);
      await manager.query(
        `UPDATE message_audit a SET content = NULL FROM messages m
         WHERE a.message_id = m.id AND m.sender_id = $1 AND (m.sender_role = 'student' OR m.type = 'direct')`,
        [userId],
      );
      await manager.query(`UPDATE message_audit SET sender_id = NULL WHERE sender_id = $1`, [userId]);
      await manager.query(`UPDATE message_audit SET actor_id = NULL WHERE actor_id = $1`, [userId]);
      await manager.query(
        `UPDATE messages SET content = CASE WHEN sender_role = 'student' OR type = 'direct' THEN NULL ELSE content END,
           sender_id = NULL, sender_name = NULL
         WHERE sender_id = $1`,
        [userId],
      );
      await manager.query(`UPDATE messages SET receiver_id = NULL WHERE receiver_id = $1`, [userId]);
      await manager.query(`DELETE FROM message_reads WHERE user_id = $1`, [userId]);
      await manager.query(
        `UPDATE announcements SET author_id = NULL, author_name = NULL WHERE author_id = $1`,
        [userId],
      );
      await manager.query(`UPDATE course_notes SET author_id = NULL WHERE author_id = $1`, [userId]);
    });

    this.events.on(organizationDeleted, async ({ organizationId }, { manager }) => {
      for (const table of ['messages', 'message_audit', 'announcements', 'course_notes']) {
        await manager.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
      }
    });
  }
}
