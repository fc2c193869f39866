import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { membershipRemoved, organizationDeleted, userDeleted, userUpdated } from '@crescendo/contracts';
import { type Db, EventConsumers, Outbox } from '@crescendo/service-kit';
import { recordGroup } from './group-events.js';
import { stopCoTeachingOutside } from './co-teacher.store.js';
import { bareGroup, deleteOrganizationGroups, orphanGroupsOf } from './group.store.js';
import { leaveGroupsOutside } from './membership.store.js';

/**
 * Identity's erasures, applied here (idempotent: the kit records each event once, and the deletes
 * find nothing the second time). Each runs in the event's transaction, with the events it causes.
 */
@Injectable()
export class IdentityEventsConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { db: tx, event }) =>
      this.eraseUser(tx, userId, event.occurredAt),
    );
    // Removed from a team: out of the groups of every organisation they no longer hold (decision 0050: a
    // teacher of several schools keeps each one's). Only memberships older than the event: a student who
    // joined a group since is not undone by a late event.
    this.events.on(userUpdated, ({ userId, organizationId, organizationIds }, { db: tx, event }) =>
      this.leave(tx, userId, organizationIds ?? organizationId, 'removed', event.occurredAt),
    );
    // Memberships go with their groups (ON DELETE CASCADE). Every other service erases the
    // organisation on the same event, so no per-group event is sent.
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      deleteOrganizationGroups(tx, organizationId),
    );
  }

  /** A person erased (their account deleted, or a privacy request): out of every group (issue 31 §1). */
  eraseUser(tx: Db, userId: string, at: string): Promise<void> {
    return this.leave(tx, userId, null, 'user-deleted', at);
  }

  /**
   * The user leaves every group outside `kept` (the organisations they hold now; null: every group): as a
   * student they leave it; as a teacher their groups stay, without a teacher, for an admin to reassign.
   */
  private async leave(
    tx: Db,
    userId: string,
    kept: string | readonly string[] | null,
    reason: 'removed' | 'user-deleted',
    occurredAt: string,
  ): Promise<void> {
    const keep = kept === null ? [] : typeof kept === 'string' ? [kept] : kept;
    const left = await leaveGroupsOutside(tx, userId, keep, occurredAt);
    for (const membership of left) {
      await this.outbox.add(
        tx.manager,
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
    for (const groupId of await stopCoTeachingOutside(tx, userId, keep)) {
      for (const row of await bareGroup(tx, groupId))
        await recordGroup.updated(this.outbox, tx, { ...row, student_ids: [], co_teacher_ids: [] });
    }
    for (const row of await orphanGroupsOf(tx, userId, keep))
      await recordGroup.updated(this.outbox, tx, { ...row, student_ids: [], co_teacher_ids: [] });
  }
}
