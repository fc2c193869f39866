import { Inject, Injectable } from '@nestjs/common';
import { userUpdated, type Actor, type Role } from '@crescendo/contracts';

import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { hashToken } from './mail/mail-token.store.js';
import { lockInvitationByTokenHash, markInvitationAccepted } from './team.store.js';
import { findUser, saveUser } from './user.store.js';
import { joinOrganization, userUpdatedData } from './membership.store.js';

/**
 * An invitation is taken only with its mailed link, by a signed-in user whose address is the invited
 * one. The link itself proves that mailbox, so an account not yet verified with that very address becomes
 * verified (the equivalent of signing up through the link). Once, before expiry, unless revoked.
 */
@Injectable()
export class InvitationService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async accept(actor: Actor | null, token: string): Promise<{ organizationId: string; role: Role }> {
    const { userId } = requireActor(actor);
    return this.db.transaction(async (tx) => {
      const invitation = await lockInvitationByTokenHash(tx, hashToken(token));
      if (!invitation || invitation.acceptedAt || invitation.expiresAt.getTime() <= Date.now()) {
        throw new AppException('NOT_FOUND', 'mailbox.invitationInvalid');
      }
      const user = await findUser(tx, userId, true);
      if (!user) throw new AppException('NOT_FOUND', 'common.notFound');
      if (user.email !== invitation.email) {
        throw new AppException('FORBIDDEN', 'mailbox.invitationOtherAddress');
      }
      await markInvitationAccepted(tx, invitation.id, new Date());
      await saveUser(tx, user, { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      // Beside the schools they hold already (decision 0050: an itinerant teacher); they land in this one.
      await joinOrganization(tx, userId, {
        organizationId: invitation.organizationId,
        role: invitation.role,
      });
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), {
        organizationId: invitation.organizationId,
      });
      return { organizationId: invitation.organizationId, role: invitation.role };
    });
  }
}
