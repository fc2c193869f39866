import { randomUUID } from 'node:crypto';
import {
  boardDashboard,
  boardProgrammeTotals,
  createAssignment,
  createBoardSchool,
  createGroup,
  createPracticeReport,
  joinGroup,
  listSchoolCohorts,
  submitAssignment,
  sumSchoolWeeks,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { dayOf, weekStartOf } from '@crescendo/domain';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest, testServiceClient } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';
import { signIn } from './identity-harness.js';

type Harness = Awaited<ReturnType<typeof startServiceUnderTest>>;

/**
 * The board dashboard (issue 25 §4, decision 0050) on identity, with groups and homework beside it: this week's
 * figures per school and per programme, '< 5' for what is about fewer than 5 students, to a board's
 * administrator of that board only.
 */
describe('the board dashboard', () => {
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
  const today = dayOf(new Date());
  const withheld = { withheld: true };
  const shown = (value: number | null) => ({ withheld: false, value });

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

  async function members(organizationId: string, count: number): Promise<Actor[]> {
    const students: Actor[] = [];
    for (let i = 0; i < count; i += 1) students.push(await member(organizationId, 'student'));
    return students;
  }

  async function group(teacher: Actor, name: string, students: Actor[]): Promise<string> {
    const created = await h.ok(createGroup, { name }, teacher);
    for (const student of students) await h.ok(joinGroup, { code: created.connectionCode! }, student);
    return created.id;
  }

  const practise = (student: Actor, duration: number) =>
    h.ok(
      createPracticeReport,
      { practiceDate: today, duration, location: 'home', content: 'Gammes', nextGoals: 'Arpèges' },
      student,
    );

  it("shows this week's figures per school and per programme, '< 5' where fewer than 5 students are counted", async () => {
    const { boardAdmin } = await newBoard();
    const allegro = await h.ok(createBoardSchool, { name: 'École Allegro' }, boardAdmin);
    const bemol = await h.ok(createBoardSchool, { name: 'École Bémol' }, boardAdmin);
    const teacher = await member(allegro.id, 'teacher');
    const winds = await members(allegro.id, 6);
    const strings = await members(allegro.id, 5);
    const jazz = await members(allegro.id, 2);
    const harmonie = await group(teacher, 'MUS212 — Harmonie', winds);
    await group(teacher, 'MUS312 — Cordes', strings);
    await group(teacher, 'Ensemble jazz', jazz);

    for (const student of winds.slice(0, 5)) await practise(student, 20);
    for (const student of strings) await practise(student, 15);
    await practise(jazz[0]!, 30);
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: harmonie,
        title: 'Gamme de si bémol',
        description: 'Deux octaves',
        dueDate: today,
        dueTime: '23:59',
        sendToClassroom: false,
      },
      teacher,
    );
    for (const student of winds.slice(0, 3))
      await h.ok(
        submitAssignment,
        {
          assignmentId: assignment.id,
          practiceDate: today,
          duration: 10,
          location: 'school',
          content: 'Gamme',
          nextGoals: 'Tempo',
        },
        student,
      );
    const bemolStudents = await members(bemol.id, 4);
    await practise(bemolStudents[0]!, 45);

    const reply = await h.ok(boardDashboard, {}, boardAdmin);
    expect(reply.week).toEqual({ from: weekStartOf(today), to: today });
    expect(reply.nextCursor).toBeNull();
    expect(reply.schools).toEqual([
      {
        id: allegro.id,
        name: 'École Allegro',
        students: shown(13),
        activeStudents: shown(11),
        practiceMinutes: shown(5 * 20 + 3 * 10 + 5 * 15 + 30),
        handedInPercent: shown(50), // 3 of the 6 students given the assignment
        programmes: [
          // 5 active in MUS212 would give the jazz ensemble's 1 away (11 − 5 − 5): withheld with it.
          {
            programme: 'mus212',
            groups: 1,
            activeStudents: withheld,
            practiceMinutes: withheld,
            handedInPercent: shown(50),
          },
          {
            programme: 'mus312',
            groups: 1,
            activeStudents: shown(5),
            practiceMinutes: shown(75),
            handedInPercent: shown(null),
          },
          // 2 students: nothing about them, even none due.
          {
            programme: 'other',
            groups: 1,
            activeStudents: withheld,
            practiceMinutes: withheld,
            handedInPercent: shown(null),
          },
        ],
      },
      {
        id: bemol.id,
        name: 'École Bémol',
        students: withheld,
        activeStudents: withheld,
        practiceMinutes: withheld,
        handedInPercent: shown(null),
        programmes: [],
      },
    ]);
    // No student's id leaves the school's services.
    const text = JSON.stringify(reply);
    for (const student of [...winds, ...strings, ...jazz, ...bemolStudents])
      expect(text).not.toContain(student.userId);
  });

  it("sums each programme over the board's schools, its totals under the small-cohort rule too", async () => {
    const { boardAdmin } = await newBoard();
    const other = await newBoard();
    const allegro = await h.ok(createBoardSchool, { name: 'École Allegro' }, boardAdmin);
    const bemol = await h.ok(createBoardSchool, { name: 'École Bémol' }, boardAdmin);
    const cle = await h.ok(createBoardSchool, { name: 'École Clé' }, boardAdmin);
    const elsewhere = await h.ok(createBoardSchool, { name: 'École Ailleurs' }, other.boardAdmin);
    const students: Actor[] = [];
    async function programme(schoolId: string, name: string, count: number, minutes: number) {
      const enrolled = await members(schoolId, count);
      students.push(...enrolled);
      await group(await member(schoolId, 'teacher'), name, enrolled);
      for (const student of enrolled) await practise(student, minutes);
    }
    await programme(allegro.id, 'MUS212 — Harmonie', 5, 20);
    await programme(allegro.id, 'MUS416 — Jazz', 5, 30);
    await programme(bemol.id, 'MUS212 — Vents', 5, 10);
    // Clé has 3 students: its school and its programme are withheld, and so is MUS312 over the board.
    await programme(cle.id, 'MUS312 — Cordes', 3, 15);
    // Another board's school is none of this board's totals.
    await programme(elsewhere.id, 'MUS212 — Ailleurs', 5, 60);

    const reply = await h.ok(boardProgrammeTotals, {}, boardAdmin);
    expect(reply.week).toEqual({ from: weekStartOf(today), to: today });
    expect(reply.programmes).toEqual([
      // Allegro's 5 and Bémol's 5, both shown on their schools' rows.
      {
        programme: 'mus212',
        groups: 2,
        activeStudents: shown(10),
        practiceMinutes: shown(5 * 20 + 5 * 10),
        handedInPercent: shown(null),
      },
      {
        programme: 'mus312',
        groups: 1,
        activeStudents: withheld,
        practiceMinutes: withheld,
        handedInPercent: shown(null),
      },
      // Shown alone beside the withheld MUS312, it would let the board find MUS312 from its schools' totals.
      {
        programme: 'mus416',
        groups: 1,
        activeStudents: withheld,
        practiceMinutes: withheld,
        handedInPercent: shown(null),
      },
    ]);
    const text = JSON.stringify(reply);
    for (const student of students) expect(text).not.toContain(student.userId);

    for (const actor of [await member(allegro.id, 'admin'), await member(allegro.id, 'teacher')])
      expect(await h.send(boardProgrammeTotals, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    expect(await h.send(boardProgrammeTotals, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it("answers a board's administrator about that board's schools only", async () => {
    const a = await newBoard();
    const b = await newBoard();
    const schoolsOfA = [];
    for (const name of ['École Do', 'École Ré'])
      schoolsOfA.push(await h.ok(createBoardSchool, { name }, a.boardAdmin));
    const schoolOfB = await h.ok(createBoardSchool, { name: 'École Mi' }, b.boardAdmin);

    const first = await h.ok(boardDashboard, { limit: 1 }, a.boardAdmin);
    expect(first.schools.map((school) => school.id)).toEqual([schoolsOfA[0]!.id]);
    const second = await h.ok(boardDashboard, { limit: 1, cursor: first.nextCursor! }, a.boardAdmin);
    expect(second.schools.map((school) => school.id)).toEqual([schoolsOfA[1]!.id]);
    expect((await h.ok(boardDashboard, {}, b.boardAdmin)).schools.map((school) => school.id)).toEqual([
      schoolOfB.id,
    ]);
    // Board A's cursor does not lead board B's administrator into board A.
    expect(await h.send(boardDashboard, { cursor: first.nextCursor! }, b.boardAdmin)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } },
    });
  });

  it('refuses a school’s administrator, a teacher and a board role held in a school', async () => {
    const { boardId, boardAdmin } = await newBoard();
    const school = await h.ok(createBoardSchool, { name: 'École Fa' }, boardAdmin);
    const schoolAdmin = await member(school.id, 'admin');
    const teacher = await member(school.id, 'teacher');
    const boardRoleInSchool: Actor = { ...schoolAdmin, roles: ['board-admin'] };
    const adminOfBoard: Actor = { userId: boardAdmin.userId, organizationId: boardId, roles: ['admin'] };
    for (const actor of [schoolAdmin, teacher, boardRoleInSchool, adminOfBoard])
      expect(await h.send(boardDashboard, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    expect(await h.send(boardDashboard, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    expect(await h.send(boardDashboard, { limit: 21 }, boardAdmin)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it("answers the programmes and their week to identity's system requests only", async () => {
    const { boardAdmin } = await newBoard();
    const organizationIds = [randomUUID()];
    const asIdentity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    const weeks = {
      fromDay: today,
      toDay: today,
      schools: [{ organizationId: organizationIds[0]!, programmes: [] }],
    };
    try {
      expect(await asIdentity.request(listSchoolCohorts, { organizationIds }, null)).toEqual({
        schools: [{ organizationId: organizationIds[0], programmes: [] }],
      });
      const none = { practiceMinutes: 0, activeStudents: 0, assigned: 0, handedIn: 0, assignedStudents: 0 };
      expect(await asIdentity.request(sumSchoolWeeks, weeks, null)).toEqual({
        schools: [{ organizationId: organizationIds[0], school: none, programmes: [] }],
      });
      for (const reply of [
        await asIdentity.send(listSchoolCohorts, { organizationIds }, boardAdmin),
        await asIdentity.send(sumSchoolWeeks, weeks, boardAdmin),
      ])
        expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    } finally {
      await asIdentity.close();
    }
    await expect(h.client.request(listSchoolCohorts, { organizationIds }, null)).rejects.toThrow();
    await expect(h.client.request(sumSchoolWeeks, weeks, null)).rejects.toThrow();
  });
});
