import { Inject, Injectable } from '@nestjs/common';
import { lookupProfiles, type Actor, type Group, type RosterSync } from '@crescendo/contracts';
import { AppException, GroupsAccess, ServiceClient } from '@crescendo/service-kit';
import { requireStaffMember } from '../access.js';
import { RosterApply } from './roster-apply.js';
import { RosterResyncQueue } from './roster-resync-queue.provider.js';
import { RosterStore, type ChangeRow } from './roster.store.js';

/**
 * A Google-linked group's re-sync as its teacher and the organisation's admins see it (issue 11.5b): its
 * state, 'Resynchroniser', and the change that waits, approved or rejected. Who may is groups' answer to
 * the actor (another organisation: NOT_FOUND) and then ours: the group's teacher or an admin.
 */
@Injectable()
export class RosterResyncService {
  constructor(
    @Inject(RosterStore) private readonly store: RosterStore,
    @Inject(RosterResyncQueue) private readonly queue: RosterResyncQueue,
    @Inject(RosterApply) private readonly apply: RosterApply,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(GroupsAccess) private readonly access: GroupsAccess,
  ) {}

  async get(actor: Actor | null, groupId: string): Promise<RosterSync> {
    await this.decider(actor, groupId);
    return this.view(actor!, groupId);
  }

  async start(actor: Actor | null, groupId: string): Promise<RosterSync> {
    await this.decider(actor, groupId);
    if (!(await this.store.find(groupId))) throw new AppException('NOT_FOUND', 'rosterResync.notLinked');
    await this.store.setStatus(groupId, 'queued');
    // The answer is what the click did ('queued'), read before the job exists: a worker quick to take it would
    // otherwise make the reply say 'running' or even its outcome.
    const queued = await this.view(actor!, groupId);
    await this.queue.enqueue([groupId]);
    return queued;
  }

  async approve(actor: Actor | null, groupId: string): Promise<RosterSync> {
    const group = await this.decider(actor, groupId);
    const change = await this.pending(groupId);
    if (!group.teacherId) throw new AppException('CONFLICT', 'rosterResync.noTeacher');
    await this.apply.applyChange(group, change);
    await this.store.dropPending(groupId);
    await this.store.setStatus(groupId, 'synced', { synced: true });
    return this.view(actor!, groupId);
  }

  async reject(actor: Actor | null, groupId: string): Promise<RosterSync> {
    await this.decider(actor, groupId);
    const change = await this.pending(groupId);
    await this.store.reject(groupId, change.fingerprint);
    return this.view(actor!, groupId);
  }

  private async pending(groupId: string): Promise<ChangeRow> {
    const change = await this.store.change(groupId);
    if (!change) throw new AppException('NOT_FOUND', 'rosterResync.noPendingChange');
    return change;
  }

  /** The group, if the actor manages it (groups decides: its lead teacher or an admin of its school). */
  private async decider(actor: Actor | null, groupId: string): Promise<Group> {
    requireStaffMember(actor);
    const { group } = await this.access.require(actor!, groupId, 'manage', {
      forbidden: 'rosterResync.notYourGroup',
    });
    return group;
  }

  private async view(actor: Actor, groupId: string): Promise<RosterSync> {
    const link = await this.store.find(groupId);
    const change = link ? await this.store.change(groupId) : null;
    return {
      groupId,
      linked: link !== null,
      status: link?.status ?? null,
      lastSyncedAt: link?.last_synced_at?.toISOString() ?? null,
      errorKey: link?.error_key ?? null,
      pending: change ? await this.describe(actor, change) : null,
    };
  }

  /** Who would leave, by name (identity, as the actor); who would join, as Classroom names them. */
  private async describe(actor: Actor, change: ChangeRow): Promise<NonNullable<RosterSync['pending']>> {
    const leaving = change.leaves.map((leave) => leave.studentId);
    const { profiles } = leaving.length
      ? await this.client.request(lookupProfiles, { userIds: leaving.slice(0, 500) }, actor)
      : { profiles: [] };
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    return {
      joins: change.joins.map((join) => ({
        studentId: join.studentId,
        email: join.email,
        firstName: join.firstName,
        lastName: join.lastName,
      })),
      leaves: leaving.map((studentId) => {
        const profile = byId.get(studentId);
        return {
          studentId,
          email: profile?.email ?? null,
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
        };
      }),
      studentCount: change.student_count,
      foundAt: change.found_at.toISOString(),
    };
  }
}
