import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  userUpdated,
  type Actor,
  type SchoolRole,
  type TeamInvitation,
  type TeamMember,
} from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { requireAdmin } from './actor-guard.js';
import { linkLifetimes, MailLinks } from './mail/mail-links.js';
import { newToken } from './mail/mail-token.store.js';
import { Mailer } from './mail/mailer.js';
import {
  countAdmins,
  deleteInvitation,
  insertInvitation,
  invitationContext,
  isTeamMemberEmail,
  lockAdmins,
  openInvitations,
  teamMember,
  teamMembers,
  toTeamInvitation,
  type Invitation,
} from './team.store.js';
import {
  leaveOrganization,
  lockOrganizationMemberships,
  setOrganizationRole,
  setOrganizationRoles,
  userUpdatedData,
  type Membership,
} from './membership.store.js';

/** Admin 'Équipe' (/admin/roles): admins of the actor's own organisation only. */
@Injectable()
export class TeamService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MailLinks) private readonly links: MailLinks,
  ) {}

  async list(actor: Actor | null): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
    const { organizationId } = requireAdmin(actor);
    const members = await teamMembers(this.db, organizationId);
    const invitations = await openInvitations(this.db, organizationId);
    return { members, invitations: invitations.map(toTeamInvitation) };
  }

  /**
   * Records the invitation with the hash of a fresh token and mails its single-use link to the invited
   * address (in the inviting admin's language). Only that link accepts it (invitation.service.ts).
   */
  async invite(actor: Actor | null, email: string, role: SchoolRole): Promise<TeamInvitation> {
    const admin = requireAdmin(actor);
    return this.inviteTo(admin.organizationId, admin.userId, email, role);
  }

  /**
   * An invitation to `organizationId` from `inviterId`, who was already found allowed to send it: a school's
   * admin to their school, a board's administrator to one of the board's schools (board.service.ts).
   */
  async inviteTo(
    organizationId: string,
    inviterId: string,
    email: string,
    role: SchoolRole,
  ): Promise<TeamInvitation> {
    const { token, hash } = newToken();
    const { invitation, organization, language } = await this.db.transaction(async (tx) => {
      if (await isTeamMemberEmail(tx, email, organizationId))
        throw new AppException('CONFLICT', 'identity.alreadyTeamMember', {
          fields: { email: 'identity.alreadyTeamMemberField' },
        });
      const now = new Date();
      const invitation: Invitation = {
        id: randomUUID(),
        organizationId,
        email,
        role,
        invitedBy: inviterId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + linkLifetimes.invitationDays * 86_400_000),
        tokenHash: hash,
        acceptedAt: null,
      };
      await insertInvitation(tx, invitation);
      return { invitation, ...(await invitationContext(tx, organizationId, inviterId)) };
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
    return toTeamInvitation(invitation);
  }

  async revokeInvitation(actor: Actor | null, invitationId: string): Promise<{ revoked: true }> {
    const { organizationId } = requireAdmin(actor);
    if (!(await deleteInvitation(this.db, organizationId, invitationId)))
      throw new AppException('NOT_FOUND', 'common.notFound');
    return { revoked: true };
  }

  async changeRole(actor: Actor | null, userId: string, role: SchoolRole): Promise<TeamMember> {
    const { organizationId } = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const held = await this.memberOf(tx, organizationId, userId);
      if (isAdmin(held) && role !== 'admin') await this.keepAnAdmin(tx, organizationId);
      await setOrganizationRole(tx, userId, organizationId, role);
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), { organizationId });
      return (await teamMember(tx, organizationId, userId))!;
    });
  }

  /**
   * Every role the member holds in the school at once (issue 25 §2): a second role given (administrator and
   * teacher) or taken away; the last administrator stays one.
   */
  async setRoles(actor: Actor | null, userId: string, roles: readonly SchoolRole[]): Promise<TeamMember> {
    const { organizationId } = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const held = await this.memberOf(tx, organizationId, userId);
      if (isAdmin(held) && !roles.includes('admin')) await this.keepAnAdmin(tx, organizationId);
      await setOrganizationRoles(tx, userId, organizationId, roles);
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), { organizationId });
      return (await teamMember(tx, organizationId, userId))!;
    });
  }

  /**
   * The member leaves the organisation, every role they hold there; they keep their other schools (and without
   * any, their account stays, as a teacher without an organisation).
   */
  async remove(actor: Actor | null, userId: string): Promise<{ removed: true }> {
    const { organizationId } = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const held = await this.memberOf(tx, organizationId, userId);
      if (isAdmin(held)) await this.keepAnAdmin(tx, organizationId);
      await leaveOrganization(tx, userId, organizationId);
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), { organizationId });
      return { removed: true as const };
    });
  }

  /** Another organisation's user is as absent as one that does not exist. */
  private async memberOf(tx: Db, organizationId: string, userId: string): Promise<Membership[]> {
    await lockAdmins(tx, organizationId);
    const held = await lockOrganizationMemberships(tx, organizationId, userId);
    if (held.length === 0) throw new AppException('NOT_FOUND', 'common.notFound');
    return held;
  }

  private async keepAnAdmin(tx: Db, organizationId: string): Promise<void> {
    if ((await countAdmins(tx, organizationId)) <= 1)
      throw new AppException('CONFLICT', 'identity.lastAdmin');
  }
}

const isAdmin = (held: Membership[]) => held.some((membership) => membership.role === 'admin');
