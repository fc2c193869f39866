import {
  boardDashboard,
  listBoardSchools,
  type Actor,
  type BoardDashboardSchool,
  type Role,
} from '@crescendo/contracts';
import { largeBoardAdminEmail, largeDemoBoard, largeSchoolAdminEmail } from '@crescendo/domain/demo';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

type Harness = Awaited<ReturnType<typeof startServiceUnderTest>>;

/**
 * The large demo board (issue 25 §7) as identity, groups and homework load it with `DEMO_BOARD_SCALE=large`,
 * here its first school alone (`DEMO_BOARD_SCHOOLS=1`): its people, groups and year of practice, seen through
 * the board's dashboard, the small group's programme withheld.
 */
describe('the large demo board', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startServiceUnderTest({
      name: 'identity',
      beside: ['groups', 'homework'],
      env: { DEMO_MODE: 'true', DEMO_BOARD_SCALE: 'large', DEMO_BOARD_SCHOOLS: '1' },
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
  }, 120_000);
  afterAll(() => h?.close());

  async function memberOf(email: string, role: Role): Promise<Actor> {
    // Loaded in the background after start: wait for it.
    for (;;) {
      const rows = (await h.db.query(
        `SELECT m.user_id, m.organization_id FROM users u JOIN memberships m ON m.user_id = u.id
          WHERE u.email = $1 AND m.role = $2`,
        [email, role],
      )) as Array<{ user_id: string; organization_id: string }>;
      if (rows[0]) return { userId: rows[0].user_id, organizationId: rows[0].organization_id, roles: [role] };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The dashboard once homework's year is there (the school's week shows minutes). */
  async function loadedDashboard(boardAdmin: Actor): Promise<BoardDashboardSchool[]> {
    for (;;) {
      const { schools } = await h.ok(boardDashboard, {}, boardAdmin);
      const [school] = schools;
      if (school && !school.practiceMinutes.withheld && (school.practiceMinutes.value ?? 0) > 0)
        return schools;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('loads its first school with 25 teachers, 500 students, 20 groups and their practice', async () => {
    const boardAdmin = await memberOf(largeBoardAdminEmail, 'board-admin');
    expect(boardAdmin.organizationId).toBe(largeDemoBoard.id);
    const schoolAdmin = await memberOf(largeSchoolAdminEmail(1), 'admin');

    const schools = await loadedDashboard(boardAdmin);
    expect(schools.map((school) => school.name)).toEqual(['École des Grands-Lacs 01']);
    const [school] = schools;
    expect(school!.id).toBe(schoolAdmin.organizationId);
    expect(school!.students).toEqual({ withheld: false, value: largeDemoBoard.studentsPerSchool });
    expect(school!.activeStudents).toMatchObject({ withheld: false });
    // Eight course codes in turn over groups 1 to 19, then 'Ensemble de jazz' and its 3 students: '< 5'.
    expect(school!.programmes.map((programme) => [programme.programme, programme.groups])).toEqual([
      ['mus212', 3],
      ['mus215', 3],
      ['mus312', 3],
      ['mus316', 2],
      ['mus413', 2],
      ['mus416', 2],
      ['mus512', 2],
      ['mus515', 2],
      ['other', 1],
    ]);
    const jazz = school!.programmes.find((programme) => programme.programme === 'other')!;
    expect(jazz.activeStudents).toEqual({ withheld: true });
    expect(jazz.practiceMinutes).toEqual({ withheld: true });

    const { schools: listed } = await h.ok(listBoardSchools, {}, boardAdmin);
    expect(listed[0]).toMatchObject({
      teachers: largeDemoBoard.teachersPerSchool,
      groups: 20,
      students: 500,
    });
  }, 120_000);
});
