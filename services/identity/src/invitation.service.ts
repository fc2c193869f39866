import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { userUpdated, type Actor, type Role } from '@crescendo/contracts';

import { AppException, Outbox } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { InvitationEntity } from './entities/invitation.entity.js';
import { MembershipEntity } from './entities/membership.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { hashToken } from './mail/mail-token.store.js';

/**
 * An invitation is taken only with its mailed link, by a signed-in user whose address is the invited
 * one. The link itself proves that mailbox, so an account not yet verified with that very address becomes
 * verified (the equivalent of signing up through the link). Once, before expiry, unless revoked.
 */
@Injectable()
export class InvitationService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async accept(actor: Actor | null, token: string): Promise<{ organizationId: string; role: Role }> {
    const { userId } = requireActor(actor);
    return this.db.transaction(async (manager) => {
      const invitation = await manager.findOne(InvitationEntity, {
        where: { tokenHash: hashToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invitation || invitation.acceptedAt || invitation.expiresAt.getTime() <= Date.now()) {
        throw new AppException('NOT_FOUND', 'mailbox.invitationInvalid');
      }
      const user = await manager.findOne(UserEntity, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      const membership = await manager.findOneBy(MembershipEntity, { userId });
      if (!user || !membership) throw new AppException('NOT_FOUND', 'common.notFound');
      if (user.email !== invitation.email) {
        throw new AppException('FORBIDDEN', 'mailbox.invitationOtherAddress');
      }
      if (membership.organizationId && membership.organizationId !== invitation.organizationId) {
        throw new AppException('CONFLICT', 'mailbox.invitationAlreadyMember');
      }
      invitation.acceptedAt = new Date();
      await manager.save(invitation);
      user.emailVerifiedAt ??= new Date();
      await manager.save(user);
      membership.organizationId = invitation.organizationId;
      membership.role = invitation.role;
      await manager.save(membership);
      await this.outbox.add(
        manager,
        userUpdated,
        { userId, organizationId: invitation.organizationId },
        { organizationId: invitation.organizationId },
      );
      return { organizationId: invitation.organizationId, role: invitation.role };
    });
  }
}
