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
import { newToken } from './mail/mail-token.js';
import { Mailer } from './mail/mailer.js';
import { InvitationEntity } from './entities/invitation.entity.js';
import { MembershipEntity } from './entities/membership.entity.js';

interface MemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

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
    const rows: MemberRow[] = await this.db.query(
      `SELECT m.user_id, u.first_name, u.last_name, u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1 ORDER BY m.role, u.last_name, u.first_name`,
      [organizationId],
    );
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
      const already: unknown[] = await manager.query(
        `SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $1 AND m.organization_id = $2`,
        [email, admin.organizationId],
      );
      if (already.length)
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
      const names: Array<{ organization: string; language: 'fr' | 'en' }> = await manager.query(
        `SELECT o.name AS organization, u.language FROM organizations o, users u WHERE o.id = $1 AND u.id = $2`,
        [admin.organizationId, admin.userId],
      );
      return { invitation, organization: names[0]?.organization ?? '', language: names[0]?.language ?? 'fr' };
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
      const rows: MemberRow[] = await manager.query(
        `SELECT m.user_id, u.first_name, u.last_name, u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.user_id = $1`,
        [userId],
      );
      return toMember(rows[0]!);
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
    // Admin rows locked in a fixed order, so two admins demoting each other cannot both succeed.
    await manager.query(
      `SELECT 1 FROM memberships WHERE organization_id = $1 AND role = 'admin' ORDER BY user_id FOR UPDATE`,
      [organizationId],
    );
    const membership = await manager.findOne(MembershipEntity, {
      where: { userId, organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!membership) throw new AppException('NOT_FOUND', 'common.notFound');
    return membership;
  }

  private async keepAnAdmin(manager: EntityManager, organizationId: string): Promise<void> {
    const rows: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM memberships WHERE organization_id = $1 AND role = 'admin'`,
      [organizationId],
    );
    if ((rows[0]?.n ?? 0) <= 1) throw new AppException('CONFLICT', 'identity.lastAdmin');
  }
}
