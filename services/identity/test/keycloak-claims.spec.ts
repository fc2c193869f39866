import { randomUUID } from 'node:crypto';
import { createBoardSchool, resolveActor, type Actor, type Role } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { newOrganization, signIn, startIdentity, stopIdentity, testIssuer } from './identity-harness.js';

/**
 * Issue 25 §6, decision 0050: identity knows each organisation's Keycloak alias, and reads a Keycloak token's
 * `organization` and `realm_access.roles` claims only to narrow the memberships it holds.
 */
describe('identity: Keycloak organisations and realm roles', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  const query = (sql: string, values: unknown[]) => running.infra.dataSource!.query(sql, values);
  const aliasOf = async (id: string) =>
    (
      (await query(`SELECT alias FROM organizations WHERE id = $1`, [id])) as Array<{ alias: string | null }>
    )[0]!.alias;

  async function boardAdmin(): Promise<Actor> {
    const boardId = randomUUID();
    await query(`INSERT INTO organizations (id, name, kind) VALUES ($1, 'CSS', 'board')`, [boardId]);
    const { actor } = await signIn(client);
    await query(`UPDATE memberships SET organization_id = $1, role = 'board-admin' WHERE user_id = $2`, [
      boardId,
      actor.userId,
    ]);
    return { userId: actor.userId, organizationId: boardId, roles: ['board-admin'] };
  }

  describe('aliases', () => {
    it("derives a new school's alias from its name, as Keycloak names an organisation, unique", async () => {
      const admin = await boardAdmin();
      const name = `École Saint-Éloi ${randomUUID().slice(0, 6)}`;
      const first = await client.request(createBoardSchool, { name }, admin);
      const slug = `ecole-saint-eloi-${name.slice(-6).toLowerCase()}`;
      expect(await aliasOf(first.id)).toBe(slug);
      const second = await client.request(createBoardSchool, { name }, admin);
      expect(await aliasOf(second.id)).toBe(`${slug}-${second.id.slice(0, 8)}`);
    });

    it('refuses an alias that is no slug, or one already taken', async () => {
      const admin = await boardAdmin();
      const school = await client.request(createBoardSchool, { name: `École ${randomUUID()}` }, admin);
      await expect(
        query(`UPDATE organizations SET alias = 'École A' WHERE id = $1`, [school.id]),
      ).rejects.toThrow(/organizations_alias_slug/);
      const other = await client.request(createBoardSchool, { name: `École ${randomUUID()}` }, admin);
      await expect(
        query(`UPDATE organizations SET alias = $1 WHERE id = $2`, [await aliasOf(school.id), other.id]),
      ).rejects.toThrow(/organizations_alias/);
    });
  });

  describe('claims', () => {
    /** Keycloak's default realm roles, which the platform ignores. */
    const defaultRoles = ['default-roles-crescendo', 'offline_access', 'uma_authorization'];

    /** A school with its Keycloak alias. */
    async function aliasedSchool() {
      const { organizationId } = await newOrganization(client);
      const alias = `ecole-${organizationId.slice(0, 8)}`;
      await query(`UPDATE organizations SET alias = $1 WHERE id = $2`, [alias, organizationId]);
      return { organizationId, alias };
    }

    /** A teacher of schools A and B (B used last), and the token they sign in with (no claims yet). */
    async function teacherOfTwoSchools() {
      const a = await aliasedSchool();
      const b = await aliasedSchool();
      const email = `${randomUUID()}@ecole.test`;
      const { actor, subject } = await signIn(client, email);
      await query(`DELETE FROM memberships WHERE user_id = $1`, [actor.userId]);
      await hold(actor.userId, a.organizationId, 'teacher');
      await hold(actor.userId, b.organizationId, 'teacher', new Date());
      return { a, b, userId: actor.userId, token: { issuer: testIssuer, subject, email } };
    }

    const hold = (userId: string, organizationId: string, role: Role, lastUsedAt: Date | null = null) =>
      query(
        `INSERT INTO memberships (user_id, organization_id, role, last_used_at) VALUES ($1, $2, $3, $4)`,
        [userId, organizationId, role, lastUsedAt],
      );

    const actingAs = (organizationId: string, role: Role = 'teacher') => ({ organizationId, role });

    const refusal = async (payload: Parameters<typeof client.send<typeof resolveActor>>[1]) => {
      const reply = await client.send(resolveActor, payload, null);
      return reply.ok ? reply : reply.error;
    };
    const claimNotKnown = {
      code: 'FORBIDDEN',
      message:
        'Votre fournisseur d’identité nomme une école ou un rôle que Crescendo ne connaît pas pour vous.',
    };

    it('lets a teacher of two schools whose token names one act only in that one', async () => {
      const { a, b, token } = await teacherOfTwoSchools();
      const claimed = { ...token, organizations: [a.alias], realmRoles: ['teacher', ...defaultRoles] };
      // Without a choice: the one used last among those the token names (B was used last, but is not named).
      const acting = await client.request(resolveActor, claimed, null);
      expect(acting.actor).toMatchObject({ organizationId: a.organizationId, roles: ['teacher'] });
      expect(acting.me.memberships).toEqual([expect.objectContaining({ organizationId: a.organizationId })]);
      // The other school by choice is refused as a forged choice is, and does not become the one used last.
      expect(await refusal({ ...claimed, choice: actingAs(b.organizationId) })).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Erreur lors du changement de rôle.',
      });
      const inB = await client.request(resolveActor, { ...token, choice: actingAs(b.organizationId) }, null);
      expect(inB.actor.organizationId).toBe(b.organizationId);
      expect((await client.request(resolveActor, claimed, null)).actor.organizationId).toBe(a.organizationId);
    });

    it('refuses a token naming a school alias the platform does not know', async () => {
      const { a, token } = await teacherOfTwoSchools();
      for (const organizations of [['ecole-inconnue'], [a.alias, `ecole-${randomUUID()}`]]) {
        expect(await refusal({ ...token, organizations, realmRoles: ['teacher'] })).toMatchObject(
          claimNotKnown,
        );
      }
    });

    it('refuses a platform role the token claims but the person holds in none of the schools it names', async () => {
      const { a, b, userId, token } = await teacherOfTwoSchools();
      await hold(userId, b.organizationId, 'admin');
      for (const realmRoles of [['admin'], ['teacher', 'admin'], ['board-admin', 'teacher'], ['student']]) {
        expect(await refusal({ ...token, organizations: [a.alias], realmRoles })).toMatchObject(
          claimNotKnown,
        );
      }
      // Named with B, the admin role is held there.
      const asAdmin = await client.request(
        resolveActor,
        {
          ...token,
          organizations: [a.alias, b.alias],
          realmRoles: ['admin', 'teacher'],
          choice: actingAs(b.organizationId, 'admin'),
        },
        null,
      );
      expect(asAdmin.actor).toMatchObject({ organizationId: b.organizationId, roles: ['admin'] });
    });

    it('does not let the person act in a role they hold but the token does not claim', async () => {
      const { a, userId, token } = await teacherOfTwoSchools();
      await hold(userId, a.organizationId, 'admin', new Date(Date.now() + 60_000));
      const claimed = { ...token, organizations: [a.alias], realmRoles: ['teacher', ...defaultRoles] };
      // The admin membership is the one used last, but the token does not claim the role.
      const acting = await client.request(resolveActor, claimed, null);
      expect(acting.actor).toMatchObject({ organizationId: a.organizationId, roles: ['teacher'] });
      expect(await refusal({ ...claimed, choice: actingAs(a.organizationId, 'admin') })).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Erreur lors du changement de rôle.',
      });
    });

    it('never grants: a school the token names but the person does not hold adds nothing', async () => {
      const { a, token } = await teacherOfTwoSchools();
      const elsewhere = await aliasedSchool();
      const claimed = { ...token, organizations: [a.alias, elsewhere.alias], realmRoles: ['teacher'] };
      expect((await client.request(resolveActor, claimed, null)).actor.organizationId).toBe(a.organizationId);
      expect(await refusal({ ...claimed, choice: actingAs(elsewhere.organizationId) })).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Erreur lors du changement de rôle.',
      });
      expect(
        await refusal({ ...token, organizations: [elsewhere.alias], realmRoles: ['teacher'] }),
      ).toMatchObject(claimNotKnown);
    });

    it('leaves a token without claims, or with Keycloak’s default roles only, as before', async () => {
      const { a, b, token } = await teacherOfTwoSchools();
      for (const question of [token, { ...token, realmRoles: defaultRoles }]) {
        for (const school of [a, b]) {
          const acting = await client.request(
            resolveActor,
            { ...question, choice: actingAs(school.organizationId) },
            null,
          );
          expect(acting.actor.organizationId).toBe(school.organizationId);
          expect(acting.me.memberships).toHaveLength(2);
        }
      }
    });
  });
});
