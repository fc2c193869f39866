import { randomUUID } from 'node:crypto';
import {
  deleteOrganization,
  listTeamMembers,
  removeTeamMember,
  resolveActor,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn } from '@crescendo/testing';
import { newOrganization, signIn, startIdentity, stopIdentity, testIssuer } from './identity-harness.js';

/**
 * Issue 25 §2, decision 0050: memberships are (user, organisation, role) and the actor is one of them at a
 * time, the one the request chooses if the person holds it, else the one used last.
 */
describe('identity: one account, several schools and roles', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  const query = (sql: string, values: unknown[]) => running.infra.dataSource!.query(sql, values);

  /** A membership given directly (the mailed invitation is tested in team-and-deletion.spec.ts). */
  const hold = (userId: string, organizationId: string, role: Role) =>
    query(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, $3)`, [
      userId,
      organizationId,
      role,
    ]);

  /** A teacher of schools A and B (their own school-less membership gone), with the token they sign in with. */
  async function teacherOfTwoSchools() {
    const a = await newOrganization(client);
    const b = await newOrganization(client);
    const email = `${randomUUID()}@ecole.test`;
    const { actor, subject } = await signIn(client, email);
    await query(`DELETE FROM memberships WHERE user_id = $1`, [actor.userId]);
    await hold(actor.userId, a.organizationId, 'teacher');
    await hold(actor.userId, b.organizationId, 'teacher');
    return { a, b, userId: actor.userId, token: { issuer: testIssuer, subject, email } };
  }

  const actingAs = (organizationId: string, role: Role = 'teacher') => ({ organizationId, role });

  it('resolves a teacher of two schools to each school by choice, and lists both in `me`', async () => {
    const { a, b, userId, token } = await teacherOfTwoSchools();
    const inA = await client.request(resolveActor, { ...token, choice: actingAs(a.organizationId) }, null);
    expect(inA.actor).toEqual({ userId, organizationId: a.organizationId, roles: ['teacher'] });
    expect(inA.me).toMatchObject({ organizationId: a.organizationId, role: 'teacher' });
    const inB = await client.request(resolveActor, { ...token, choice: actingAs(b.organizationId) }, null);
    expect(inB.actor).toMatchObject({ organizationId: b.organizationId, roles: ['teacher'] });
    expect(inB.me.memberships).toHaveLength(2);
    expect(inB.me.memberships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ organizationId: a.organizationId, role: 'teacher' }),
        expect.objectContaining({ organizationId: b.organizationId, role: 'teacher' }),
      ]),
    );
  });

  it('refuses a school or a role the person does not hold, with the picker’s message', async () => {
    const { a, token } = await teacherOfTwoSchools();
    const other = await newOrganization(client);
    for (const choice of [
      actingAs(other.organizationId),
      actingAs(randomUUID()),
      actingAs(a.organizationId, 'admin'),
      actingAs(a.organizationId, 'student'),
    ]) {
      const reply = await client.send(resolveActor, { ...token, choice }, null);
      expect(reply.ok ? reply : reply.error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Erreur lors du changement de rôle.',
      });
    }
  });

  it('acts, without a choice, as the membership chosen last', async () => {
    const { a, b, token } = await teacherOfTwoSchools();
    await client.request(resolveActor, { ...token, choice: actingAs(b.organizationId) }, null);
    expect((await client.request(resolveActor, token, null)).actor.organizationId).toBe(b.organizationId);
    await client.request(resolveActor, { ...token, choice: actingAs(a.organizationId) }, null);
    expect((await client.request(resolveActor, token, null)).actor.organizationId).toBe(a.organizationId);
  });

  it('lets a person with two roles in one school act as either (Changer de rôle)', async () => {
    const { a, userId, token } = await teacherOfTwoSchools();
    await hold(userId, a.organizationId, 'admin');
    const asAdmin = await client.request(
      resolveActor,
      { ...token, choice: actingAs(a.organizationId, 'admin') },
      null,
    );
    expect(asAdmin.actor.roles).toEqual(['admin']);
    const asTeacher = await client.request(
      resolveActor,
      { ...token, choice: actingAs(a.organizationId, 'teacher') },
      null,
    );
    expect(asTeacher.actor.roles).toEqual(['teacher']);
    // The team lists them once, with their highest role there.
    const team = await client.request(listTeamMembers, {}, asAdmin.actor);
    expect(team.members.filter((member) => member.userId === userId).map((m) => m.role)).toEqual(['admin']);
  });

  it('gives the actor the board of the school it acts in', async () => {
    const { b, token } = await teacherOfTwoSchools();
    const boardId = randomUUID();
    await query(`INSERT INTO organizations (id, name, kind) VALUES ($1, 'Centre de services', 'board')`, [
      boardId,
    ]);
    await query(`UPDATE organizations SET board_id = $1 WHERE id = $2`, [boardId, b.organizationId]);
    const inB = await client.request(resolveActor, { ...token, choice: actingAs(b.organizationId) }, null);
    expect(inB.actor.boardId).toBe(boardId);
  });

  it('keeps the other schools of a teacher removed from one school’s team', async () => {
    const { a, b, token } = await teacherOfTwoSchools();
    const { actor } = await client.request(
      resolveActor,
      { ...token, choice: actingAs(b.organizationId) },
      null,
    );
    await client.request(removeTeamMember, { userId: actor.userId }, b.admin);
    const after = await client.request(resolveActor, token, null);
    expect(after.actor).toMatchObject({ organizationId: a.organizationId, roles: ['teacher'] });
    expect(after.me.memberships).toEqual([expect.objectContaining({ organizationId: a.organizationId })]);
    const refused = await client.send(resolveActor, { ...token, choice: actingAs(b.organizationId) }, null);
    expect(refused.ok).toBe(false);
  });

  it('deletes with a school only its memberships: a teacher who holds another school keeps their account', async () => {
    const { a, b, userId, token } = await teacherOfTwoSchools();
    const only = await signIn(client);
    await query(`UPDATE memberships SET organization_id = $1, role = 'student' WHERE user_id = $2`, [
      b.organizationId,
      only.actor.userId,
    ]);
    await client.request(deleteOrganization, {}, justSignedIn(b.admin as Actor));
    const after = await client.request(resolveActor, token, null);
    expect(after.actor).toMatchObject({ userId, organizationId: a.organizationId });
    expect(after.me.memberships).toHaveLength(1);
    const users: Array<{ id: string }> = await query(`SELECT id FROM users WHERE id = ANY($1::uuid[])`, [
      [userId, only.actor.userId, b.admin.userId],
    ]);
    expect(users.map((user) => user.id)).toEqual([userId]);
  });
});
