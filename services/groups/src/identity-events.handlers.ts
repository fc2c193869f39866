import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { membershipRemoved, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers, Outbox } from '@crescendo/service-kit';
import { recordGroup } from './group-events.js';
import { changedRows, type GroupRow } from './group.store.js';

/**
 * Identity's erasures, applied here (idempotent: the kit records each event once, and the deletes
 * find nothing the second time). Each runs in the event's transaction, with the events it causes.
 */
@Injectable()
export class IdentityEventsHandlers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { manager }) => this.eraseUser(manager, userId));
    this.events.on(organizationDeleted, async ({ organizationId }, { manager }) => {
      // Memberships go with their groups (ON DELETE CASCADE). Every other service erases the
      // organisation on the same event, so no per-group event is sent.
      await manager.query(`DELETE FROM groups WHERE organization_id = $1`, [organizationId]);
    });
  }

  /** The student leaves every group; a teacher's groups stay, without a teacher, for an admin to reassign. */
  private async eraseUser(manager: EntityManager, userId: string): Promise<void> {
    const left = await changedRows<{ group_id: string; organization_id: string }>(
      manager,
      `DELETE FROM group_members WHERE student_id = $1 RETURNING group_id, organization_id`,
      [userId],
    );
    for (const membership of left) {
      await this.outbox.add(
        manager,
        membershipRemoved,
        {
          groupId: membership.group_id,
          organizationId: membership.organization_id,
          studentId: userId,
          reason: 'user-deleted',
        },
        { organizationId: membership.organization_id },
      );
    }
    const orphaned = await changedRows<Omit<GroupRow, 'student_ids'>>(
      manager,
      `UPDATE groups SET teacher_id = NULL, updated_at = now() WHERE teacher_id = $1 RETURNING *`,
      [userId],
    );
    for (const row of orphaned) await recordGroup.updated(this.outbox, manager, { ...row, student_ids: [] });
  }
}
