import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { membershipRemoved, organizationDeleted, userDeleted, userUpdated } from '@crescendo/contracts';
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
    this.events.on(userDeleted, ({ userId }, { manager, event }) =>
      this.leave(manager, userId, null, 'user-deleted', event.occurredAt),
    );
    // Removed from the team (or gone to another organisation): out of that organisation's groups. Only
    // memberships older than the event: a student who joined a group since is not undone by a late event.
    this.events.on(userUpdated, ({ userId, organizationId }, { manager, event }) =>
      this.leave(manager, userId, organizationId, 'removed', event.occurredAt),
    );
    this.events.on(organizationDeleted, async ({ organizationId }, { manager }) => {
      // Memberships go with their groups (ON DELETE CASCADE). Every other service erases the
      // organisation on the same event, so no per-group event is sent.
      await manager.query(`DELETE FROM groups WHERE organization_id = $1`, [organizationId]);
    });
  }

  /**
   * The user leaves every group outside `keep` (their organisation now; null: every group): as a student
   * they leave it; as a teacher their groups stay, without a teacher, for an admin to reassign.
   */
  private async leave(
    manager: EntityManager,
    userId: string,
    keep: string | null,
    reason: 'removed' | 'user-deleted',
    occurredAt: string,
  ): Promise<void> {
    const left = await changedRows<{ group_id: string; organization_id: string }>(
      manager,
      `DELETE FROM group_members
       WHERE student_id = $1 AND organization_id IS DISTINCT FROM $2::uuid AND joined_at <= $3::timestamptz
       RETURNING group_id, organization_id`,
      [userId, keep, occurredAt],
    );
    for (const membership of left) {
      await this.outbox.add(
        manager,
        membershipRemoved,
        {
          groupId: membership.group_id,
          organizationId: membership.organization_id,
          studentId: userId,
          reason,
        },
        { organizationId: membership.organization_id },
      );
    }
    // As a co-teacher they stop teaching the organisation's groups they left.
    const untaught = await changedRows<{ group_id: string }>(
      manager,
      `DELETE FROM group_teachers WHERE teacher_id = $1 AND organization_id IS DISTINCT FROM $2::uuid
       RETURNING group_id`,
      [userId, keep],
    );
    for (const { group_id } of untaught) {
      const rows = await changedRows<Omit<GroupRow, 'student_ids' | 'co_teacher_ids'>>(
        manager,
        `SELECT * FROM groups WHERE id = $1`,
        [group_id],
      );
      for (const row of rows)
        await recordGroup.updated(this.outbox, manager, { ...row, student_ids: [], co_teacher_ids: [] });
    }
    const orphaned = await changedRows<Omit<GroupRow, 'student_ids' | 'co_teacher_ids'>>(
      manager,
      `UPDATE groups SET teacher_id = NULL, updated_at = now()
       WHERE teacher_id = $1 AND organization_id IS DISTINCT FROM $2::uuid RETURNING *`,
      [userId, keep],
    );
    for (const row of orphaned)
      await recordGroup.updated(this.outbox, manager, { ...row, student_ids: [], co_teacher_ids: [] });
  }
}
