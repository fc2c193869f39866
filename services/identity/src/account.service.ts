import { Inject, Injectable } from '@nestjs/common';
import { organizationDeleted, userDeleted, type Actor } from '@crescendo/contracts';
import { tombstoneSubjects } from './deleted-subjects.store.js';
import { deleteOrganization, memberCounts } from './organization.store.js';
import { deleteUsers, findMembership } from './user.store.js';
import { AppException, Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor, requireRecentSignIn } from './actor-guard.js';
import type { IdentityConfig } from './config.js';

/** Danger zone: a user erases their own account (spec §6). */
@Injectable()
export class AccountService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Erases the user (profile, sign-in identities, password, two-factor, membership) and publishes
   * `user.deleted` so every service erases theirs. The last admin of an organisation that still has other
   * members cannot leave it without one; the last member of an organisation takes it along.
   */
  async delete(actor: Actor | null): Promise<{ deleted: true }> {
    const { userId } = requireRecentSignIn(requireActor(actor), this.config.RECENT_SIGN_IN_SECONDS);
    return this.db.transaction(async (tx) => {
      const membership = await findMembership(tx, userId, true);
      if (!membership) throw new AppException('NOT_FOUND', 'common.notFound');
      const organizationId = membership.organizationId;
      let lastMember = false;
      if (organizationId) {
        const { admins, members } = await memberCounts(tx, organizationId);
        lastMember = members === 1;
        if (membership.role === 'admin' && admins === 1 && !lastMember) {
          throw new AppException('CONFLICT', 'identity.lastAdmin');
        }
      }
      await tombstoneSubjects(tx, [userId]);
      await deleteUsers(tx, [userId]);
      await this.outbox.add(tx.manager, userDeleted, { userId, organizationId }, { organizationId });
      if (organizationId && lastMember) {
        await deleteOrganization(tx, organizationId);
        await this.outbox.add(tx.manager, organizationDeleted, { organizationId }, { organizationId });
      }
      return { deleted: true as const };
    });
  }
}
