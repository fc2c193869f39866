import { randomUUID } from 'node:crypto';
import { createBoardSchool, type Actor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

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
});
