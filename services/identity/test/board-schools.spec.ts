import { randomUUID } from 'node:crypto';
import {
  countSchoolGroups,
  createBoardSchool,
  createPracticeReport,
  inviteSchoolAdmin,
  listBoardSchools,
  sumSchoolPractice,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest, testServiceClient } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { identityService } from '../src/identity.service-definition.js';
import { signIn } from './identity-harness.js';

type Harness = Awaited<ReturnType<typeof startServiceUnderTest>>;

/**
 * A school board's administrator (issue 25 §1, decision 0050) on identity, with the groups and homework
 * services beside it counting each school's groups and practice.
 */
describe("a school board's schools", () => {
  let h: Harness;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startServiceUnderTest({
      name: 'identity',
      beside: ['groups', 'homework'],
      env: { SMTP_URL: mail.smtpUrl },
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await mail?.close();
  });

  const sql = (text: string, params: unknown[]) => h.db.query(text, params);

  /** A board with its administrator (boards are made by the platform's operators, not through the API). */
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

  it('creates schools of the board and lists them by name, each with its people, groups and practice', async () => {
    const { boardAdmin } = await newBoard();
    const big = await h.ok(createBoardSchool, { name: '  École secondaire Allegro ' }, boardAdmin);
    const small = await h.ok(createBoardSchool, { name: 'École Bémol' }, boardAdmin);
    expect(big.name).toBe('École secondaire Allegro');

    const teacher = await member(big.id, 'teacher');
    const students = [];
    for (let i = 0; i < 5; i += 1) students.push(await member(big.id, 'student'));
    await h.groupWith(teacher, students);
    const today = dayOf(new Date());
    for (const student of students.slice(0, 2))
      await h.ok(
        createPracticeReport,
        { practiceDate: today, duration: 25, location: 'home', content: 'Gammes', nextGoals: 'Arpèges' },
        student,
      );
    for (let i = 0; i < 4; i += 1) await member(small.id, 'student');

    const { schools, nextCursor } = await h.ok(listBoardSchools, {}, boardAdmin);
    expect(nextCursor).toBeNull();
    expect(schools).toEqual([
      {
        id: small.id,
        name: 'École Bémol',
        // Its Keycloak organisation's alias, from its name (with the start of its id if another has it).
        alias: expect.stringMatching(/^ecole-bemol(-[0-9a-f]{8})?$/),
        teachers: 0,
        students: null,
        groups: 0,
        practiceMinutesThisWeek: null,
        smallCohort: true, // 4 students: '< 5'
      },
      {
        id: big.id,
        name: 'École secondaire Allegro',
        alias: expect.stringMatching(/^ecole-secondaire-allegro(-[0-9a-f]{8})?$/),
        teachers: 1,
        students: 5,
        groups: 1,
        practiceMinutesThisWeek: 50,
        smallCohort: false,
      },
    ]);
  });

  it('pages the schools, and refuses a cursor written for another board', async () => {
    const { boardAdmin } = await newBoard();
    for (const name of ['C', 'A', 'B']) await h.ok(createBoardSchool, { name: `École ${name}` }, boardAdmin);
    const first = await h.ok(listBoardSchools, { limit: 2 }, boardAdmin);
    expect(first.schools.map((school) => school.name)).toEqual(['École A', 'École B']);
    const second = await h.ok(listBoardSchools, { limit: 2, cursor: first.nextCursor! }, boardAdmin);
    expect(second.schools.map((school) => school.name)).toEqual(['École C']);
    expect(second.nextCursor).toBeNull();

    const other = await newBoard();
    const refused = await h.send(listBoardSchools, { cursor: first.nextCursor! }, other.boardAdmin);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } },
    });
  });

  it("invites a school's administrator by mailed link, for its own board's schools only", async () => {
    const { boardAdmin } = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Crescendo' }, boardAdmin);
    const email = `direction-${randomUUID()}@ecole.test`;
    const invitation = await h.ok(inviteSchoolAdmin, { schoolId: school.id, email }, boardAdmin);
    expect(invitation).toMatchObject({ email, role: 'admin' });
    const [row] = (await sql(`SELECT organization_id, role FROM invitations WHERE id = $1`, [
      invitation.id,
    ])) as Array<{
      organization_id: string;
      role: string;
    }>;
    expect(row).toEqual({ organization_id: school.id, role: 'admin' });
    expect((await mail.waitFor(email)).text).toContain('/invitation?token=');

    const other = await newBoard();
    const foreign = await h.send(
      inviteSchoolAdmin,
      { schoolId: school.id, email: 'x@ecole.test' },
      other.boardAdmin,
    );
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('refuses everyone but a board administrator in a board', async () => {
    const { boardId, boardAdmin } = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Do' }, boardAdmin);
    const schoolAdmin = await member(school.id, 'admin');
    const teacher = await member(school.id, 'teacher');
    // The role in an organisation that is not a board (made up, or left over) gives nothing.
    const boardRoleInSchool: Actor = { ...schoolAdmin, roles: ['board-admin'] };
    // A board's member who is not its administrator.
    const boardTeacher: Actor = { userId: boardAdmin.userId, organizationId: boardId, roles: ['admin'] };
    for (const actor of [schoolAdmin, teacher, boardRoleInSchool, boardTeacher]) {
      for (const [contract, payload] of [
        [listBoardSchools, {}],
        [createBoardSchool, { name: 'École Pirate' }],
        [inviteSchoolAdmin, { schoolId: school.id, email: 'x@ecole.test' }],
      ] as const) {
        const reply = await h.send(contract, payload as never, actor);
        expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      }
    }
    expect(await h.send(listBoardSchools, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a blank or too long school name', async () => {
    const { boardAdmin } = await newBoard();
    for (const name of [' ', 'É', 'x'.repeat(201)]) {
      const reply = await h.send(createBoardSchool, { name }, boardAdmin);
      expect(reply).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED', fields: { 'payload.name': expect.any(String) } },
      });
    }
  });

  it("answers the schools' figures to identity's system requests only", async () => {
    const { boardAdmin } = await newBoard();
    const organizationIds = [randomUUID()];
    const fromDay = dayOf(new Date());
    const asIdentity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    try {
      expect(await asIdentity.request(countSchoolGroups, { organizationIds }, null)).toEqual({
        figures: [{ organizationId: organizationIds[0], groups: 0 }],
      });
      expect(await asIdentity.request(sumSchoolPractice, { organizationIds, fromDay }, null)).toEqual({
        figures: [{ organizationId: organizationIds[0], minutes: 0, students: 0 }],
      });
      // With an actor, even identity's: these requests decide on schools named in their payload.
      for (const reply of [
        await asIdentity.send(countSchoolGroups, { organizationIds }, boardAdmin),
        await asIdentity.send(sumSchoolPractice, { organizationIds, fromDay }, boardAdmin),
      ])
        expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    } finally {
      await asIdentity.close();
    }
    // Where the gateway stands, NATS refuses to carry them at all.
    await expect(h.client.request(countSchoolGroups, { organizationIds }, null)).rejects.toThrow();
  });
});
