import { randomUUID } from 'node:crypto';
import {
  createBoardSchool,
  deleteSignInDomain,
  inviteSchoolAdmin,
  listBoardSchools,
  listBoardSchoolTeachers,
  listSignInDomains,
  listTeamMembers,
  moveBoardTeacher,
  resolveActor,
  saveSignInDomain,
  type Actor,
  type Reply,
  type Role,
} from '@crescendo/contracts';
import { startService, type RunningService, type ServiceClient } from '@crescendo/service-kit';
import { checkMatrix, matrixCases, startServiceUnderTest, type Expectation } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { identityService } from '../src/identity.service-definition.js';
import { signIn, testIssuer } from './identity-harness.js';

/**
 * A board's administrator moves a teacher between the board's schools and names schools' administrators
 * (issue 25 §1, decision 0057), and the board's requests in the authorization matrix: a board administrator, two
 * schools of the board, a teacher of both acting in one, another board; nothing of one school reaches another
 * school's staff.
 */
describe("a board's teachers and the board's authorization matrix", () => {
  let h: Awaited<ReturnType<typeof startServiceUnderTest>>;
  let client: ServiceClient;
  let mail: MailCatcher;

  // Groups and homework beside: 'Écoles' counts each school's groups and practice through them.
  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startServiceUnderTest({
      name: 'identity',
      beside: ['groups', 'homework'],
      env: { SMTP_URL: mail.smtpUrl },
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
    client = h.client;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await mail?.close();
  });

  const sql = (text: string, params: unknown[]) => h.db.query(text, params);
  const send = (...args: Parameters<ServiceClient['send']>) => client.send(...args);

  async function organization(kind: 'board' | 'school', boardId: string | null): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      `${kind} ${id.slice(0, 6)}`,
      kind,
      boardId,
    ]);
    return id;
  }

  /** A person holding `role` in each organisation given, acting in the first (as identity resolves them). */
  async function person(role: Role, ...organizationIds: string[]): Promise<Actor> {
    const email = `${randomUUID()}@ecole.test`;
    const { actor, subject } = await signIn(client, email);
    const [first, ...others] = organizationIds;
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      first,
      role,
      actor.userId,
    ]);
    for (const other of others)
      await sql(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, $3)`, [
        actor.userId,
        other,
        role,
      ]);
    const choice = { organizationId: first!, role };
    return (await client.request(resolveActor, { issuer: testIssuer, subject, email, choice }, null)).actor;
  }

  const rolesOf = async (userId: string) =>
    (
      await sql(
        `SELECT organization_id, role FROM memberships WHERE user_id = $1 ORDER BY role, organization_id`,
        [userId],
      )
    ).map((row: { organization_id: string; role: string }) => `${row.organization_id}:${row.role}`);

  async function board() {
    const boardId = await organization('board', null);
    const one = await organization('school', boardId);
    const two = await organization('school', boardId);
    return { boardId, one, two, boardAdmin: await person('board-admin', boardId) };
  }

  it('moves a teacher to another school of the board: they teach there, no longer here, and land there', async () => {
    const { one, two, boardAdmin } = await board();
    const teacher = await person('teacher', one);
    const headOfDepartment = await person('admin', one);
    await sql(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 'teacher')`, [
      headOfDepartment.userId,
      one,
    ]);

    const moved = await client.request(
      moveBoardTeacher,
      { userId: teacher.userId, fromSchoolId: one, toSchoolId: two },
      boardAdmin,
    );
    expect(moved).toEqual({ userId: teacher.userId, schoolId: two });
    expect(await rolesOf(teacher.userId)).toEqual([`${two}:teacher`]);
    const [event] = await sql(
      `SELECT payload FROM outbox WHERE subject LIKE '%user.updated' AND payload->>'userId' = $1 ORDER BY created_at DESC LIMIT 1`,
      [teacher.userId],
    );
    expect(event.payload).toMatchObject({ userId: teacher.userId, organizationIds: [two] });

    // A department head teaching and administering in one school keeps administering it.
    await client.request(
      moveBoardTeacher,
      { userId: headOfDepartment.userId, fromSchoolId: one, toSchoolId: two },
      boardAdmin,
    );
    expect((await rolesOf(headOfDepartment.userId)).sort()).toEqual(
      [`${one}:admin`, `${two}:teacher`].sort(),
    );

    const listed = await client.request(listBoardSchoolTeachers, { schoolId: two }, boardAdmin);
    expect(listed.teachers.map((t) => t.userId).sort()).toEqual(
      [teacher.userId, headOfDepartment.userId].sort(),
    );
    expect((await client.request(listBoardSchoolTeachers, { schoolId: one }, boardAdmin)).teachers).toEqual(
      [],
    );
  });

  it('refuses a move to the same school, of someone not teaching there, and to or from another board’s school', async () => {
    const { one, two, boardAdmin } = await board();
    const elsewhere = await organization('school', await organization('board', null));
    const teacher = await person('teacher', one);
    const student = await person('student', one);
    const move = (userId: string, fromSchoolId: string, toSchoolId: string) =>
      send(moveBoardTeacher, { userId, fromSchoolId, toSchoolId }, boardAdmin);
    expect(await move(teacher.userId, one, one)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { toSchoolId: expect.anything() } },
    });
    expect(await move(student.userId, one, two)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await move(teacher.userId, one, elsewhere)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await move(teacher.userId, elsewhere, one)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await rolesOf(teacher.userId)).toEqual([`${one}:teacher`]);
    expect(await rolesOf(student.userId)).toEqual([`${one}:student`]);
  });

  const bothInOne = 'teacher of both schools, acting in one';
  const actors = [
    'board admin',
    'other board admin',
    'school one admin',
    'school two admin',
    bothInOne,
    'school two student',
    'signed out',
  ];
  const onlyBoardAdmin = (overrides: Record<string, Expectation> = {}): Record<string, Expectation> => ({
    ...Object.fromEntries(actors.map((actor) => [actor, 'denied' as Expectation])),
    'board admin': 'allowed',
    ...overrides,
  });
  // Every board request aimed at school two (or the board as a whole); another board's administrator acting
  // on its own board (listing, creating) is allowed and sees nothing of this one (checked below).
  const table: Record<string, Record<string, Expectation>> = {
    'identity.board.schools.list': onlyBoardAdmin({ 'other board admin': 'allowed' }),
    'identity.board.schools.create': onlyBoardAdmin({ 'other board admin': 'allowed' }),
    'identity.board.schools.invite-admin': onlyBoardAdmin(),
    'identity.board.teachers.list': onlyBoardAdmin(),
    'identity.board.teachers.move': onlyBoardAdmin(),
    'identity.board.sign-in-domains.list': onlyBoardAdmin({ 'other board admin': 'allowed' }),
    'identity.board.sign-in-domains.save': onlyBoardAdmin(),
    'identity.board.sign-in-domains.delete': onlyBoardAdmin(),
  };

  const newDomain = (schoolId: string) => ({
    domain: `ecole-${randomUUID().slice(0, 8)}.test`,
    kind: 'oidc' as const,
    issuer: 'https://idp.ecole.test',
    clientId: 'crescendo',
    clientSecret: 'secret',
    schoolId,
    role: 'teacher' as const,
  });

  it('answers every board request as the matrix says, and shows nothing of one school to another’s staff', async () => {
    const { boardId, one, two, boardAdmin } = await board();
    const otherBoard = await organization('board', null);
    const byName: Record<string, Actor | null> = {
      'board admin': boardAdmin,
      'other board admin': await person('board-admin', otherBoard),
      'school one admin': await person('admin', one),
      'school two admin': await person('admin', two),
      [bothInOne]: await person('teacher', one, two),
      'school two student': await person('student', two),
      'signed out': null,
    };
    const leaks: string[] = [];
    const wrong = await checkMatrix(matrixCases(table), async (endpoint, actorName) => {
      const actor = byName[actorName]!;
      const reply: Reply<unknown> = await (async () => {
        switch (endpoint) {
          case 'identity.board.schools.list':
            return send(listBoardSchools, {}, actor);
          case 'identity.board.schools.create':
            return send(createBoardSchool, { name: `École ${randomUUID().slice(0, 6)}` }, actor);
          case 'identity.board.schools.invite-admin':
            return send(inviteSchoolAdmin, { schoolId: two, email: `${randomUUID()}@ecole.test` }, actor);
          case 'identity.board.teachers.list':
            return send(listBoardSchoolTeachers, { schoolId: two }, actor);
          case 'identity.board.teachers.move': {
            const teacher = await person('teacher', two);
            return send(
              moveBoardTeacher,
              { userId: teacher.userId, fromSchoolId: two, toSchoolId: one },
              actor,
            );
          }
          case 'identity.board.sign-in-domains.list':
            return send(listSignInDomains, {}, actor);
          case 'identity.board.sign-in-domains.delete': {
            const domain = `ecole-${randomUUID().slice(0, 8)}.test`;
            await client.request(saveSignInDomain, { ...newDomain(two), domain }, boardAdmin);
            return send(deleteSignInDomain, { domain }, actor);
          }
          default:
            return send(saveSignInDomain, newDomain(two), actor);
        }
      })();
      if (reply.ok && actorName !== 'board admin') {
        const text = JSON.stringify(reply.data);
        if ([boardId, one, two].some((id) => text.includes(id)))
          leaks.push(`${endpoint} × ${actorName}: answered with this board's schools`);
      }
      return reply;
    });
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);

    // The staff of school one, even one who also teaches in school two, sees school one's team only.
    const team = await client.request(listTeamMembers, {}, byName['school one admin']!);
    const schoolTwoOnly = [byName['school two admin']!.userId, byName['school two student']!.userId];
    expect(team.members.map((member) => member.userId)).not.toEqual(
      expect.arrayContaining([schoolTwoOnly[0]]),
    );
    expect(team.members.map((member) => member.userId)).not.toEqual(
      expect.arrayContaining([schoolTwoOnly[1]]),
    );
    expect(byName[bothInOne]!.organizationId).toBe(one);
    expect(await send(listTeamMembers, {}, byName[bothInOne]!)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
