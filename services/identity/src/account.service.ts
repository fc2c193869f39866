import { Inject, Injectable } from '@nestjs/common';
import { organizationDeleted, userDeleted, type Actor } from '@crescendo/contracts';
import { tombstoneSubjects } from './deleted-subjects.store.js';
import { deleteOrganization, memberCounts } from './organization.store.js';
import { deleteUsers, emailOf } from './user.store.js';
import { membershipsOf } from './membership.store.js';
import type { Redis } from 'ioredis';
import { AppException, Db, eraseFromOutbox, Outbox, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import { eraseProviderRecords, eraseSignInBudgets } from './privacy/sign-in-traces.js';
import { requireActor, requireRecentSignIn } from './actor-guard.js';
import type { IdentityConfig } from './config.js';

/** Danger zone: a user erases their own account (spec §6). */
@Injectable()
export class AccountService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig & { REDIS_PREFIX: string },
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Erases the user (profile, sign-in identities, password, two-factor, membership) and publishes
   * `user.deleted` so every service erases theirs. The last admin of an organisation that still has other
   * members cannot leave it without one; the last member of an organisation takes it along (each of the
   * organisations they hold a membership in).
   */
  async delete(actor: Actor | null): Promise<{ deleted: true }> {
    const { userId } = requireRecentSignIn(requireActor(actor), this.config.RECENT_SIGN_IN_SECONDS);
    return this.db.transaction(async (tx) => {
      if (!(await this.erase(tx, userId))) throw new AppException('NOT_FOUND', 'common.notFound');
      return { deleted: true as const };
    });
  }

  /**
   * The erasure itself, in the caller's transaction: the account's own deletion and the privacy desk's
   * (decision 0053) are one. False when there is no such account (already erased).
   */
  async erase(tx: Db, userId: string): Promise<boolean> {
    const held = await membershipsOf(tx, userId, true);
    if (held.length === 0) return false;
    const left: string[] = [];
    for (const organizationId of new Set(held.flatMap((m) => (m.organizationId ? [m.organizationId] : [])))) {
      const { admins, members } = await memberCounts(tx, organizationId);
      const lastMember = members === 1;
      const admin = held.some((m) => m.organizationId === organizationId && m.role === 'admin');
      if (admin && admins === 1 && !lastMember) throw new AppException('CONFLICT', 'identity.lastAdmin');
      if (lastMember) left.push(organizationId);
    }
    const organizationId = held[0]!.organizationId;
    const email = await emailOf(tx, userId);
    await tombstoneSubjects(tx, [userId]);
    await deleteUsers(tx, [userId]);
    // Its sign-in traces (issue 31 §3): the provider's sessions and tokens, the events already published that
    // name it, the sign-in budgets naming its address.
    await eraseProviderRecords(tx, userId);
    await eraseFromOutbox(tx, { userId, email: email ?? null });
    if (email) await eraseSignInBudgets(this.redis, this.config.REDIS_PREFIX, email);
    await this.outbox.add(tx.manager, userDeleted, { userId, organizationId }, { organizationId });
    for (const emptied of left) {
      await deleteOrganization(tx, emptied);
      await this.outbox.add(
        tx.manager,
        organizationDeleted,
        { organizationId: emptied },
        { organizationId: emptied },
      );
    }
    return true;
  }
}
