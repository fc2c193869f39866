import { randomUUID } from 'node:crypto';
import {
  createBoardSchool,
  listBoardSchools,
  setSchoolAlias,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';
import { signIn } from './identity-harness.js';

type Harness = Awaited<ReturnType<typeof startServiceUnderTest>>;

/**
 * A school's Keycloak alias on 'Écoles' (issue 25 §6, decision 0050): shown to the board's administrator and
 * changed by them alone, a lowercase slug that no other organisation holds.
 */
describe("a school's Keycloak alias", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startServiceUnderTest({
      name: 'identity',
      beside: ['groups', 'homework'],
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
  }, 120_000);
  afterAll(() => h?.close());

  const sql = (text: string, params: unknown[]) => h.db.query(text, params);
  const aliasOf = async (id: string): Promise<string | null> =>
    (
      (await sql(`SELECT alias FROM organizations WHERE id = $1`, [id])) as Array<{ alias: string | null }>
    )[0]!.alias;
  /** An alias no other test of this run holds. */
  const fresh = (stem: string) => `${stem}-${randomUUID().slice(0, 8)}`;

  async function newBoard(): Promise<{ boardId: string; boardAdmin: Actor }> {
    const boardId = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board')`, [
      boardId,
      `CSS ${boardId.slice(0, 6)}`,
    ]);
    return { boardId, boardAdmin: await member(boardId, 'board-admin') };
  }

  async function member(organizationId: string, role: Role): Promise<Actor> {
    const { actor } = await signIn(h.client);
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      organizationId,
      role,
      actor.userId,
    ]);
    return { userId: actor.userId, organizationId, roles: [role] };
  }

  it("shows each school's alias on 'Écoles', and changes it for the board's administrator", async () => {
    const { boardAdmin } = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Sol' }, boardAdmin);
    const derived = await aliasOf(school.id);
    expect(derived).toMatch(/^ecole-sol(-[0-9a-f]{8})?$/);
    const listed = async () => (await h.ok(listBoardSchools, {}, boardAdmin)).schools[0]!.alias;
    await expect(listed()).resolves.toBe(derived);

    const alias = fresh('ecole-sol-centre');
    await expect(
      h.ok(setSchoolAlias, { schoolId: school.id, alias: `  ${alias} ` }, boardAdmin),
    ).resolves.toEqual({ id: school.id, alias });
    await expect(listed()).resolves.toBe(alias);
    // Its own alias again: nothing to refuse.
    await expect(h.ok(setSchoolAlias, { schoolId: school.id, alias }, boardAdmin)).resolves.toEqual({
      id: school.id,
      alias,
    });
  });

  it('refuses an alias that is not a lowercase slug of at most 63 characters', async () => {
    const { boardAdmin } = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École La' }, boardAdmin);
    const before = await aliasOf(school.id);
    for (const alias of ['', 'École-La', 'ecole la', 'ecole--la', '-ecole', 'ecole-', 'a'.repeat(64)]) {
      expect(await h.send(setSchoolAlias, { schoolId: school.id, alias }, boardAdmin)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED', fields: { 'payload.alias': expect.any(String) } },
      });
    }
    await expect(aliasOf(school.id)).resolves.toBe(before);
  });

  it("refuses another organisation's alias with a clear French error, and keeps the school's own", async () => {
    const mine = await newBoard();
    const other = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Si' }, mine.boardAdmin);
    const theirs = await h.ok(createBoardSchool, { name: 'École Ut' }, other.boardAdmin);
    const taken = fresh('ecole-ut');
    await h.ok(setSchoolAlias, { schoolId: theirs.id, alias: taken }, other.boardAdmin);
    const before = await aliasOf(school.id);

    expect(
      await h.send(setSchoolAlias, { schoolId: school.id, alias: taken }, mine.boardAdmin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: `L’alias « ${taken} » est déjà celui d’une autre organisation Keycloak : choisissez-en un autre.`,
      },
    });
    await expect(aliasOf(school.id)).resolves.toBe(before);
    await expect(aliasOf(theirs.id)).resolves.toBe(taken);
    // A board's own alias is an organisation's too.
    const boardAlias = fresh('css');
    await sql(`UPDATE organizations SET alias = $2 WHERE id = $1`, [mine.boardId, boardAlias]);
    expect(
      await h.send(setSchoolAlias, { schoolId: school.id, alias: boardAlias }, mine.boardAdmin),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  it("is the board's administrator's alone: another board's gets NOT_FOUND, a school's people FORBIDDEN", async () => {
    const { boardId, boardAdmin } = await newBoard();
    const other = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Ré' }, boardAdmin);
    const before = await aliasOf(school.id);
    const payload = { schoolId: school.id, alias: fresh('ecole-pirate') };

    expect(await h.send(setSchoolAlias, payload, other.boardAdmin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const schoolAdmin = await member(school.id, 'admin');
    const teacher = await member(school.id, 'teacher');
    const student = await member(school.id, 'student');
    const boardRoleInSchool: Actor = { ...schoolAdmin, roles: ['board-admin'] };
    const adminOfBoard: Actor = { userId: boardAdmin.userId, organizationId: boardId, roles: ['admin'] };
    for (const actor of [schoolAdmin, teacher, student, boardRoleInSchool, adminOfBoard])
      expect(await h.send(setSchoolAlias, payload, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    expect(await h.send(setSchoolAlias, payload, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    await expect(aliasOf(school.id)).resolves.toBe(before);
  });
});
