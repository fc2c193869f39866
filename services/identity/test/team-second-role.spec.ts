import { listTeamMembers, resolveActor, setTeamMemberRoles, type SchoolRole } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  addMember,
  newOrganization,
  outboxSubjects,
  signIn,
  startIdentity,
  stopIdentity,
  testIssuer,
} from './identity-harness.js';

/**
 * 'Équipe' (issue 25 §2, decision 0050): a person holding two roles in one school (a department head,
 * administrator and teacher) is listed once with both, and an administrator gives or takes the second away.
 */
describe("a team member's second role in the school", () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  const rolesHeld = async (userId: string, organizationId: string): Promise<string[]> =>
    (
      (await running.infra.dataSource!.query(
        `SELECT role FROM memberships WHERE user_id = $1 AND organization_id = $2 ORDER BY role`,
        [userId, organizationId],
      )) as Array<{ role: string }>
    ).map((row) => row.role);

  it('gives a teacher the second role of administrator, lists both, and takes it away again', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const teacher = (await addMember(running, client, organizationId, 'teacher')).actor;

    const given = await client.request(
      setTeamMemberRoles,
      { userId: teacher.userId, roles: ['teacher', 'admin'] },
      admin,
    );
    expect(given).toMatchObject({ userId: teacher.userId, role: 'admin', roles: ['admin', 'teacher'] });
    await expect(rolesHeld(teacher.userId, organizationId)).resolves.toEqual(['admin', 'teacher']);
    const listed = await client.request(listTeamMembers, {}, admin);
    expect(listed.members.filter((member) => member.userId === teacher.userId)).toEqual([
      expect.objectContaining({ role: 'admin', roles: ['admin', 'teacher'] }),
    ]);
    expect(listed.members.find((member) => member.userId === admin.userId)).toMatchObject({
      role: 'admin',
      roles: ['admin'],
    });
    // The services hear of it (the gateway's actor cache, groups).
    expect(await outboxSubjects(running, teacher.userId)).toContain('evt.identity.user.updated');

    const taken = await client.request(
      setTeamMemberRoles,
      { userId: teacher.userId, roles: ['teacher'] },
      admin,
    );
    expect(taken).toMatchObject({ role: 'teacher', roles: ['teacher'] });
    await expect(rolesHeld(teacher.userId, organizationId)).resolves.toEqual(['teacher']);
  });

  it("lets the person with two roles act in either ('Changer de rôle')", async () => {
    const { admin, organizationId } = await newOrganization(client);
    const email = `${crypto.randomUUID()}@ecole.test`;
    const { actor, subject } = await signIn(client, email);
    await running.infra.dataSource!.query(
      `UPDATE memberships SET organization_id = $1, role = 'teacher' WHERE user_id = $2`,
      [organizationId, actor.userId],
    );
    await client.request(setTeamMemberRoles, { userId: actor.userId, roles: ['admin', 'teacher'] }, admin);
    for (const role of ['admin', 'teacher'] as const) {
      const resolved = await client.request(
        resolveActor,
        { issuer: testIssuer, subject, email, choice: { organizationId, role } },
        null,
      );
      expect(resolved.actor).toMatchObject({ organizationId, roles: [role] });
    }
  });

  it('refuses roles that do not go together, and keeps the last administrator one', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const teacher = (await addMember(running, client, organizationId, 'teacher')).actor;
    const refused: SchoolRole[][] = [
      [],
      ['teacher', 'student'],
      ['admin', 'student'],
      ['admin', 'admin'],
      ['admin', 'teacher', 'student'],
    ];
    for (const roles of refused)
      expect(await client.send(setTeamMemberRoles, { userId: teacher.userId, roles }, admin)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED' },
      });
    await expect(rolesHeld(teacher.userId, organizationId)).resolves.toEqual(['teacher']);

    // The only administrator gives themself a second role, but cannot drop the first.
    await client.request(setTeamMemberRoles, { userId: admin.userId, roles: ['admin', 'teacher'] }, admin);
    expect(
      await client.send(setTeamMemberRoles, { userId: admin.userId, roles: ['teacher'] }, admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'L’organisation doit garder au moins un administrateur.' },
    });
    await expect(rolesHeld(admin.userId, organizationId)).resolves.toEqual(['admin', 'teacher']);
  });

  it("is the school's administrators' alone: another school's admin finds nobody, a teacher is refused", async () => {
    const home = await newOrganization(client);
    const away = await newOrganization(client);
    const teacher = (await addMember(running, client, home.organizationId, 'teacher')).actor;
    const payload = { userId: teacher.userId, roles: ['teacher', 'admin'] as SchoolRole[] };
    expect(await client.send(setTeamMemberRoles, payload, away.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await client.send(setTeamMemberRoles, payload, teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await client.send(setTeamMemberRoles, payload, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    await expect(rolesHeld(teacher.userId, home.organizationId)).resolves.toEqual(['teacher']);
  });
});
