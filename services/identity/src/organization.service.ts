import { tombstoneSubjects } from './deleted-subjects.store.js';
import {
  deleteOrganization,
  deleteRetentionRecords,
  insertOrganization,
  lockMemberIds,
} from './organization.store.js';
import { deleteUsers, emailOf } from './user.store.js';
import { addUnusedRole, joinOrganization, membershipsOf, userUpdatedData } from './membership.store.js';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  organizationDeleted,
  userDeleted,
  userUpdated,
  type Actor,
  type Organization,
} from '@crescendo/contracts';
import type { Redis } from 'ioredis';
import { AppException, Db, eraseFromOutbox, Outbox, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import { eraseProviderRecords, eraseSignInBudgets } from './privacy/sign-in-traces.js';
import { requireActor, requireAdmin, requireRecentSignIn } from './actor-guard.js';
import type { IdentityConfig } from './config.js';

/** Creating an organisation (role selection: administrator or teacher) and erasing one (danger zone). */
@Injectable()
export class OrganizationService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig & { REDIS_PREFIX: string },
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * The creator becomes its admin, or its teacher (a teacher's own organisation, from role selection) who is
   * its admin too: someone must be able to manage and delete it. The teacher role stays their default; the
   * admin one is reached with 'Changer de rôle'.
   */
  async create(
    actor: Actor | null,
    name: string,
    role: 'admin' | 'teacher' = 'admin',
  ): Promise<Organization> {
    const { userId } = requireActor(actor);
    return this.db.transaction(async (tx) => {
      const held = await membershipsOf(tx, userId, true);
      if (held.length === 0) throw new AppException('NOT_FOUND', 'identity.userNotFound');
      if (held.some((membership) => membership.organizationId)) {
        throw new AppException('CONFLICT', 'identity.alreadyInOrganization');
      }
      const organization = { id: randomUUID(), name };
      await insertOrganization(tx, organization.id, organization.name);
      await joinOrganization(tx, userId, { organizationId: organization.id, role });
      if (role !== 'admin') await addUnusedRole(tx, userId, organization.id, 'admin');
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), {
        organizationId: organization.id,
      });
      return { id: organization.id, name: organization.name };
    });
  }

  /**
   * Erases the organisation and every user who belongs to it alone (spec §6, admins only); a member who
   * also holds another school keeps their account and loses only this organisation's memberships (decision
   * 0050). Other services erase their data on `organization.deleted`; `user.deleted` and `user.updated`
   * drop the gateway's caches.
   */
  async delete(actor: Actor | null): Promise<{ deleted: true }> {
    const { organizationId } = requireRecentSignIn(requireAdmin(actor), this.config.RECENT_SIGN_IN_SECONDS);
    const erased = await this.db.transaction(async (tx) => {
      const { only, elsewhere } = await lockMemberIds(tx, organizationId);
      // Each account erased leaves no sign-in trace, as 'Supprimer mon compte' (issue 31 §3, decision 0079): the
      // provider's sessions and grants, the events already published naming it, its sign-in budgets.
      const addresses: string[] = [];
      for (const userId of only) {
        const email = await emailOf(tx, userId);
        if (email) addresses.push(email);
        await eraseProviderRecords(tx, userId);
        await eraseFromOutbox(tx, { userId, email: email ?? null });
      }
      await tombstoneSubjects(tx, only);
      await deleteUsers(tx, only);
      // What the nightly purges removed there (counts) goes with it.
      await deleteRetentionRecords(tx, organizationId);
      // Its memberships go with it (ON DELETE CASCADE).
      await deleteOrganization(tx, organizationId);
      for (const userId of only) {
        await this.outbox.add(tx.manager, userDeleted, { userId, organizationId }, { organizationId });
      }
      for (const userId of elsewhere) {
        await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), { organizationId });
      }
      await this.outbox.add(tx.manager, organizationDeleted, { organizationId }, { organizationId });
      return { deleted: true as const, addresses };
    });
    for (const email of erased.addresses)
      await eraseSignInBudgets(this.redis, this.config.REDIS_PREFIX, email);
    return { deleted: true };
  }
}
