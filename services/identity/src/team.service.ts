import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  userUpdated,
  type Actor,
  type Role,
  type TeamInvitation,
  type TeamMember,
} from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Outbox } from '@crescendo/service-kit';
import { requireAdmin } from './actor-guard.js';
import { linkLifetimes, MailLinks } from './mail/mail-links.js';
import { newToken } from './mail/mail-token.store.js';
import { Mailer } from './mail/mailer.js';
import { InvitationEntity } from './entities/invitation.entity.js';
import { MembershipEntity } from './entities/membership.entity.js';
import {
  countAdmins,
  invitationContext,
  isTeamMemberEmail,
  lockAdmins,
  teamMember,
  teamMembers,
  type MemberRow,
} from './team.store.js';

const toMember = (row: MemberRow): TeamMember => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
});

const toInvitation = (row: InvitationEntity): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** Admin 'Équipe' (/admin/roles): admins of the actor's own organisation only. */
@Injectable()
export class TeamService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MailLinks) private readonly links: MailLinks,
  ) {}

  async list(actor: Actor | null): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
    const { organizationId } = requireAdmin(actor);
    const rows = await teamMembers(this.db.manager, organizationId);
    const invitations = await this.db
      .getRepository(InvitationEntity)
      .createQueryBuilder('i')
      .where('i.organization_id = :organizationId AND i.accepted_at IS NULL AND i.expires_at > now()', {
        organizationId,
      })
      .orderBy('i.created_at', 'DESC')
      .getMany();
    return { members: rows.map(toMember), invitations: invitations.map(toInvitation) };
  }

  /**
   * Records the invitation with the hash of a fresh token and mails its single-use link to the invited
   * address (in the inviting admin's language). Only that link accepts it (invitation.service.ts).
   */
  async invite(actor: Actor | null, email: string, role: Role): Promise<TeamInvitation> {
    const admin = requireAdmin(actor);
    const { token, hash } = newToken();
    const { invitation, organization, language } = await this.db.transaction(async (manager) => {
      if (await isTeamMemberEmail(manager, email, admin.organizationId))
        throw new AppException('CONFLICT', 'identity.alreadyTeamMember', {
          fields: { email: 'identity.alreadyTeamMemberField' },
        });
      const now = new Date();
      const invitation = manager.create(InvitationEntity, {
        id: randomUUID(),
        organizationId: admin.organizationId,
        email,
        role,
        invitedBy: admin.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + linkLifetimes.invitationDays * 86_400_000),
        tokenHash: hash,
        acceptedAt: null,
      });
      await manager.save(invitation);
      return { invitation, ...(await invitationContext(manager, admin.organizationId, admin.userId)) };
    });
    await this.mailer.send(
      email,
      language,
      mailTexts.invitation(language, {
        organization,
        role,
        url: this.links.invitation(token),
        validDays: linkLifetimes.invitationDays,
      }),
    );
    return toInvitation(invitation);
  }

  async revokeInvitation(actor: Actor | null, invitationId: string): Promise<{ revoked: true }> {
    const { organizationId } = requireAdmin(actor);
    const result = await this.db.getRepository(InvitationEntity).delete({ id: invitationId, organizationId });
    if (!result.affected) throw new AppException('NOT_FOUND', 'common.notFound');
    return { revoked: true };
  }

  async changeRole(actor: Actor | null, userId: string, role: Role): Promise<TeamMember> {
    const { organizationId } = requireAdmin(actor);
    return this.db.transaction(async (manager) => {
      const membership = await this.memberOf(manager, organizationId, userId);
      if (membership.role === 'admin' && role !== 'admin') await this.keepAnAdmin(manager, organizationId);
      membership.role = role;
      await manager.save(membership);
      await this.outbox.add(manager, userUpdated, { userId, organizationId }, { organizationId });
      return toMember((await teamMember(manager, userId))!);
    });
  }

  /** The member leaves the organisation (their account stays, as a teacher without one). */
  async remove(actor: Actor | null, userId: string): Promise<{ removed: true }> {
    const { organizationId } = requireAdmin(actor);
    return this.db.transaction(async (manager) => {
      const membership = await this.memberOf(manager, organizationId, userId);
      if (membership.role === 'admin') await this.keepAnAdmin(manager, organizationId);
      membership.organizationId = null;
      membership.role = 'teacher';
      await manager.save(membership);
      await this.outbox.add(manager, userUpdated, { userId, organizationId: null }, { organizationId });
      return { removed: true as const };
    });
  }

  /** Another organisation's user is as absent as one that does not exist. */
  private async memberOf(
    manager: EntityManager,
    organizationId: string,
    userId: string,
  ): Promise<MembershipEntity> {
    await lockAdmins(manager, organizationId);
    const membership = await manager.findOne(MembershipEntity, {
      where: { userId, organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!membership) throw new AppException('NOT_FOUND', 'common.notFound');
    return membership;
  }

  private async keepAnAdmin(manager: EntityManager, organizationId: string): Promise<void> {
    if ((await countAdmins(manager, organizationId)) <= 1)
      throw new AppException('CONFLICT', 'identity.lastAdmin');
  }
}
