import { randomUUID } from 'node:crypto';
import {
  acceptInvitation,
  resolveActor,
  changeTeamMemberRole,
  deleteAccount,
  deleteOrganization,
  getProfile,
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  revokeTeamInvitation,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn, linkIn, tokenOf } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import {
  addMember,
  newOrganization,
  outboxSubjects,
  signIn,
  startIdentity,
  stopIdentity,
  testIssuer,
} from './identity-harness.js';

describe('team management, account and organisation deletion, permissions', () => {
  let running: RunningService;
  let client: ServiceClient;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ({ running, client } = await startIdentity({ SMTP_URL: mail.smtpUrl }));
  });
  afterAll(async () => {
    await stopIdentity({ running, client });
    await mail.close();
  });

  const invitationToken = async (email: string) => tokenOf(linkIn(await mail.waitFor(email), '/invitation'));

  it('lets an admin list, invite (accepted with the mailed link), change roles and remove members', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const teacher = await addMember(running, client, organizationId, 'teacher');
    const email = `invitee-${randomUUID()}@ecole.test`;
    const invitation = await client.request(inviteTeamMember, { email, role: 'admin' }, admin);
    expect(invitation).toMatchObject({ email, role: 'admin' });

    const listed = await client.request(listTeamMembers, {}, admin);
    expect(listed.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [admin.userId, 'admin'],
        [teacher.actor.userId, 'teacher'],
      ].sort(),
    );
    expect(listed.invitations.map((i) => i.email)).toEqual([email]);

    const { actor: invitee } = await signIn(client, email);
    expect(invitee).toMatchObject({ organizationId: null, roles: ['teacher'] });
    const accepted = await client.request(acceptInvitation, { token: await invitationToken(email) }, invitee);
    expect(accepted).toEqual({ organizationId, role: 'admin' });
    expect((await client.request(listTeamMembers, {}, admin)).invitations).toEqual([]);

    const changed = await client.request(
      changeTeamMemberRole,
      { userId: teacher.actor.userId, role: 'admin' },
      admin,
    );
    expect(changed.role).toBe('admin');
    expect(await outboxSubjects(running, teacher.actor.userId)).toContain('evt.identity.user.updated');

    await client.request(removeTeamMember, { userId: teacher.actor.userId }, admin);
    expect(await client.request(getProfile, {}, teacher.actor)).toMatchObject({
      organizationId: null,
      role: 'teacher',
    });
  });

  it('takes no invitation at a sign-in: an existing account joins only with the mailed link', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const email = `existing-${randomUUID()}@ecole.test`;
    const subject = randomUUID();
    const token = { issuer: testIssuer, subject, email, emailVerified: true };
    await client.request(resolveActor, token, null);
    await client.request(inviteTeamMember, { email, role: 'teacher' }, admin);
    const again = await client.request(resolveActor, token, null);
    expect(again.actor).toMatchObject({ organizationId: null, roles: ['teacher'] });
    await client.request(acceptInvitation, { token: await invitationToken(email) }, again.actor);
    expect((await client.request(resolveActor, token, null)).actor).toMatchObject({
      organizationId,
      roles: ['teacher'],
    });
  });

  it('keeps at least one admin: the last admin can be neither demoted, removed, nor leave', async () => {
    const { admin, organizationId } = await newOrganization(client);
    await addMember(running, client, organizationId, 'teacher');
    for (const reply of [
      await client.send(changeTeamMemberRole, { userId: admin.userId, role: 'teacher' }, admin),
      await client.send(removeTeamMember, { userId: admin.userId }, admin),
      await client.send(deleteAccount, {}, justSignedIn(admin)),
    ]) {
      expect(reply).toEqual({
        ok: false,
        error: {
          code: 'CONFLICT',
          message: 'L’organisation doit garder au moins un administrateur.',
          messageKey: 'identity.lastAdmin',
        },
      });
    }
    expect((await client.request(getProfile, {}, admin)).role).toBe('admin');
  });

  it('refuses team management to teachers and students, and to another organisation’s admin, with no data', async () => {
    const school = await newOrganization(client);
    const other = await newOrganization(client);
    const teacher = await addMember(running, client, school.organizationId, 'teacher');
    const student = await addMember(running, client, school.organizationId, 'student');
    const invitation = await client.request(
      inviteTeamMember,
      { email: `${randomUUID()}@e.test`, role: 'teacher' },
      school.admin,
    );

    for (const actor of [teacher.actor, student.actor]) {
      for (const reply of [
        await client.send(listTeamMembers, {}, actor),
        await client.send(inviteTeamMember, { email: `${randomUUID()}@e.test`, role: 'admin' }, actor),
        await client.send(changeTeamMemberRole, { userId: actor.userId, role: 'admin' }, actor),
        await client.send(removeTeamMember, { userId: school.admin.userId }, actor),
        await client.send(deleteOrganization, {}, justSignedIn(actor)),
      ]) {
        expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
        expect('data' in reply).toBe(false);
      }
    }
    // Another organisation's admin: members of this school do not exist for them.
    for (const reply of [
      await client.send(changeTeamMemberRole, { userId: teacher.actor.userId, role: 'admin' }, other.admin),
      await client.send(removeTeamMember, { userId: teacher.actor.userId }, other.admin),
      await client.send(revokeTeamInvitation, { invitationId: invitation.id }, other.admin),
    ]) {
      expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
    const theirs = await client.request(listTeamMembers, {}, other.admin);
    expect(theirs.members.map((m) => m.userId)).toEqual([other.admin.userId]);
    expect(theirs.invitations).toEqual([]);
    // A payload cannot smuggle another organisation in: the actor decides.
    const smuggled = await client.send(
      listTeamMembers,
      { organizationId: school.organizationId } as never,
      other.admin,
    );
    expect(smuggled.ok && smuggled.data.members.map((m) => m.userId)).toEqual([other.admin.userId]);
    expect((await client.request(getProfile, {}, teacher.actor)).role).toBe('teacher');
  });

  it('erases an account for real and publishes user.deleted', async () => {
    const { organizationId } = await newOrganization(client);
    const teacher = await addMember(running, client, organizationId, 'teacher');
    expect(await client.request(deleteAccount, {}, justSignedIn(teacher.actor))).toEqual({ deleted: true });
    expect(await client.send(getProfile, {}, teacher.actor)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const rows = await running.infra.dataSource!.query(
      `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users, (SELECT count(*)::int FROM user_identities WHERE user_id = $1) AS links`,
      [teacher.actor.userId],
    );
    expect(rows).toEqual([{ users: 0, links: 0 }]);
    expect(await outboxSubjects(running, teacher.actor.userId)).toContain('evt.identity.user.deleted');
  });

  it('lets only an admin erase the organisation, its users with it, and publishes the events', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const student = await addMember(running, client, organizationId, 'student');
    expect(await client.request(deleteOrganization, {}, justSignedIn(admin))).toEqual({ deleted: true });
    const left = await running.infra.dataSource!.query(
      `SELECT (SELECT count(*)::int FROM organizations WHERE id = $1) AS organizations,
              (SELECT count(*)::int FROM users WHERE id = ANY($2::uuid[])) AS users`,
      [organizationId, [admin.userId, student.actor.userId]],
    );
    expect(left).toEqual([{ organizations: 0, users: 0 }]);
    const events: Array<{ subject: string }> = await running.infra.dataSource!.query(
      `SELECT subject FROM outbox WHERE organization_id = $1 AND subject IN ('evt.identity.organization.deleted', 'evt.identity.user.deleted')`,
      [organizationId],
    );
    expect(events.map((e) => e.subject).sort()).toEqual([
      'evt.identity.organization.deleted',
      'evt.identity.user.deleted',
      'evt.identity.user.deleted',
    ]);
  });

  it('relays identity events to JetStream (outbox rows get published)', async () => {
    const { me } = await signIn(client);
    const deadline = Date.now() + 5000;
    let published = false;
    while (!published && Date.now() < deadline) {
      const rows: Array<{ published_at: Date | null }> = await running.infra.dataSource!.query(
        `SELECT published_at FROM outbox WHERE payload->>'userId' = $1`,
        [me.id],
      );
      published = rows.length > 0 && rows.every((row) => row.published_at !== null);
      if (!published) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(published).toBe(true);
  });
});
