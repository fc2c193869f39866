import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  groupDeleted,
  membershipAdded,
  membershipRemoved,
  organizationDeleted,
  userDeleted,
} from '@crescendo/contracts';
import { EventConsumers, Outbox } from '@crescendo/service-kit';
import type { EntityManager } from 'typeorm';
import { findAssignment } from './assignment.store.js';
import { recordHomework } from './homework-events.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';

/**
 * What other services' changes mean here (idempotent: the kit records each event once, and a second
 * run finds nothing to change). Each runs in the event's transaction, with the events it causes.
 */
@Injectable()
export class GroupAndIdentityEventsHandlers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  onModuleInit() {
    // A group deleted: its assignments and their submissions go; the students' practice reports stay.
    this.events.on(groupDeleted, ({ groupId, organizationId }, { manager }) =>
      manager.query(`DELETE FROM assignments WHERE organization_id = $1 AND group_id = $2`, [
        organizationId,
        groupId,
      ]),
    );
    // A student joins: the whole-group assignments still open are theirs too.
    this.events.on(membershipAdded, (data, { manager }) => this.joined(manager, data));
    // A student leaves: the open assignments they have not answered are no longer theirs; their work stays.
    this.events.on(membershipRemoved, ({ groupId, organizationId, studentId }, { manager }) =>
      manager.query(
        `DELETE FROM assignment_students s USING assignments a
         WHERE s.assignment_id = a.id AND a.organization_id = $1 AND a.group_id = $2 AND s.student_id = $3
           AND a.due_at > $4
           AND NOT EXISTS (SELECT 1 FROM submissions u WHERE u.assignment_id = a.id AND u.student_id = $3)`,
        [organizationId, groupId, studentId, this.options.now()],
      ),
    );
    // An account erased: its reports and submissions go (what a teacher assigned stays, for the others).
    this.events.on(userDeleted, async ({ userId }, { manager }) => {
      await manager.query(`DELETE FROM practice_reports WHERE student_id = $1`, [userId]);
      await manager.query(`DELETE FROM assignment_students WHERE student_id = $1`, [userId]);
    });
    this.events.on(organizationDeleted, async ({ organizationId }, { manager }) => {
      await manager.query(`DELETE FROM submissions WHERE organization_id = $1`, [organizationId]);
      await manager.query(`DELETE FROM practice_reports WHERE organization_id = $1`, [organizationId]);
      await manager.query(`DELETE FROM assignments WHERE organization_id = $1`, [organizationId]);
    });
  }

  private async joined(
    manager: EntityManager,
    { groupId, organizationId, studentId }: { groupId: string; organizationId: string; studentId: string },
  ): Promise<void> {
    const added: Array<{ assignment_id: string }> = await manager.query(
      `INSERT INTO assignment_students (assignment_id, student_id)
       SELECT a.id, $3 FROM assignments a
       WHERE a.organization_id = $1 AND a.group_id = $2 AND a.whole_group AND a.due_at > $4
       ON CONFLICT DO NOTHING
       RETURNING assignment_id`,
      [organizationId, groupId, studentId, this.options.now()],
    );
    for (const { assignment_id } of added) {
      const row = await findAssignment(manager, organizationId, assignment_id);
      if (row) await recordHomework.assignmentUpdated(this.outbox, manager, row);
    }
  }
}
