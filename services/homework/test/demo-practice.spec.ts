import { listAssignments, listPracticeReports, type Actor, type PracticeReport } from '@crescendo/contracts';
import { demoActor } from '@crescendo/domain/demo';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const student = demoActor('eleve@demo.crescendo.ca', 'student');

describe('demo practice (DEMO_MODE=true, issue 10 §8)', () => {
  let h: HomeworkHarness;
  /** Every page of what `actor` reads. */
  async function allReports(actor: Actor): Promise<PracticeReport[]> {
    const reports: PracticeReport[] = [];
    let cursor: string | undefined;
    do {
      const page = await h.ok(listPracticeReports, { limit: 50, cursor }, actor);
      reports.push(...page.reports);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return reports;
  }
  beforeAll(async () => {
    h = await startHomework({ schema: 'homework_demo' }, { DEMO_MODE: 'true' });
  }, 90_000);
  afterAll(() => h?.close());

  it('gives the demo students six weeks of practice, assignments in every state, a grade and a flag', async () => {
    const reports = await allReports(student);
    const days = new Set(reports.map((r) => r.practiceDate));
    expect(reports.length).toBeGreaterThan(20);
    expect(days.size).toBeGreaterThan(15);

    const assignments = (await h.ok(listAssignments, {}, student)).assignments;
    expect(assignments).toHaveLength(6); // two groups, three assignments each
    expect(new Set(assignments.map((a) => a.myStatus))).toEqual(new Set(['submitted', 'dueSoon', 'pending']));

    const forTeacher = await allReports(teacher);
    expect(forTeacher.filter((r) => r.flags.length > 0)).toEqual([
      expect.objectContaining({ flags: ['longerThanUsual'], duration: 240 }),
    ]);
    expect(await h.count('submissions WHERE grade IS NOT NULL')).toBeGreaterThan(0);
    expect(await h.count('submissions WHERE late')).toBeGreaterThan(0);
  });

  it('is loaded once, whatever the number of starts', async () => {
    const before = await h.count('practice_reports');
    const again = await startHomework({ schema: 'homework_demo' }, { DEMO_MODE: 'true' });
    try {
      expect(await again.count('practice_reports')).toBe(before);
    } finally {
      await again.close();
    }
  }, 90_000);
});
