import { randomUUID } from 'node:crypto';
import {
  createAssignment,
  createPracticeReport,
  getPracticeDays,
  listPracticeReports,
  practiceReportPage,
  submitAssignment,
  type Actor,
  type PracticeReport,
} from '@crescendo/contracts';
import { dayOf, practiceReportsPerDay, shiftDay } from '@crescendo/domain';
import { newTenant } from '@crescendo/testing';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

let h: HomeworkHarness;
beforeAll(async () => {
  h = await startHomework();
}, 90_000);
afterAll(() => h?.close());

const today = dayOf(new Date());
const day = (offset: number) => shiftDay(today, offset);
const report = (student: Actor, offset: number, content = `Gammes, jour ${offset}`, duration = 30) =>
  h.ok(
    createPracticeReport,
    { practiceDate: day(offset), duration, location: 'home', content, nextGoals: 'Arpèges' },
    student,
  );

/** Every page of a list, following `nextCursor`, with the size of each page. */
async function allPages(actor: Actor, query: Record<string, unknown>) {
  const sizes: number[] = [];
  const reports: PracticeReport[] = [];
  let cursor: string | undefined;
  do {
    const page = await h.ok(listPracticeReports, { ...query, cursor }, actor);
    sizes.push(page.reports.length);
    reports.push(...page.reports);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { sizes, ids: reports.map((r) => r.id), reports };
}

describe('practice reports, a page at a time (issue 34)', () => {
  it('pages a student’s, a group’s and the organisation’s reports in the list’s order, each once', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const mine: PracticeReport[] = [];
    const theirs: PracticeReport[] = [];
    // Several on one day: the order within it is the order they were sent, newest first.
    for (const offset of [-3, -1, -1, -1, 0, -2, -1]) mine.push(await report(t.student, offset));
    for (const offset of [-1, -4, 0]) theirs.push(await report(t.otherStudent, offset));
    const newestFirst = (reports: PracticeReport[]) =>
      [...reports]
        .sort((a, b) =>
          a.practiceDate !== b.practiceDate
            ? b.practiceDate.localeCompare(a.practiceDate)
            : b.submittedAt.localeCompare(a.submittedAt),
        )
        .map((r) => r.id);

    expect(await allPages(t.student, { limit: 3 })).toMatchObject({
      sizes: [3, 3, 1],
      ids: newestFirst(mine),
    });
    expect(await allPages(t.teacher, { groupId: group.id, limit: 4 })).toMatchObject({
      sizes: [4, 4, 2],
      ids: newestFirst([...mine, ...theirs]),
    });
    expect((await allPages(t.admin, { limit: 5 })).ids).toEqual(newestFirst([...mine, ...theirs]));
    // A whole list in one page has no next one.
    expect(await h.ok(listPracticeReports, { limit: 7 }, t.student)).toMatchObject({ nextCursor: null });
    // Without `limit`, the contract's default page.
    expect(practiceReportPage).toEqual({ default: 20, max: 50 });
  });

  it('goes on after the page it was given, whatever was sent in between', async () => {
    const { student } = newTenant();
    const first = await report(student, -2);
    const second = await report(student, -1);
    const page = await h.ok(listPracticeReports, { limit: 1 }, student);
    expect(page.reports.map((r) => r.id)).toEqual([second.id]);
    await report(student, 0);
    const next = await h.ok(listPracticeReports, { limit: 1, cursor: page.nextCursor! }, student);
    expect(next.reports.map((r) => r.id)).toEqual([first.id]);
    expect(next.nextCursor).toBeNull();
  });

  it('pages within a period, a type and a search, and refuses a page too large or a cursor it did not write', async () => {
    const t = newTenant();
    await report(t.student, -40, 'Étude de Czerny');
    const studies = [await report(t.student, -3, 'Étude no 3'), await report(t.student, -2, 'ÉTUDE no 4')];
    await report(t.student, -1, 'Gammes');
    const period = { from: day(-10), to: day(0) };
    expect((await allPages(t.student, { ...period, search: 'etude', limit: 1 })).ids).toEqual(
      [...studies].reverse().map((r) => r.id),
    );
    expect((await allPages(t.student, { search: 'étude  NO 3' })).ids).toEqual([studies[0]!.id]);
    expect((await allPages(t.student, { ...period, type: 'homework' })).ids).toEqual([]);
    expect((await allPages(t.student, { ...period, type: 'general', limit: 2 })).sizes).toEqual([2, 1]);

    const refused = async (query: Record<string, unknown>) => {
      const reply = await h.send(listPracticeReports, query, t.student);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      return (reply as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await refused({ limit: 51 })).toEqual({
      'payload.limit': 'Le nombre d’éléments par page demandé est invalide.',
    });
    expect(await refused({ cursor: 'pas une page' })).toEqual({
      'payload.cursor': 'Cette page n’existe pas : rechargez la liste depuis le début.',
    });
    expect(await refused({ cursor: Buffer.from('2026-01-01|x|y').toString('base64url') })).toEqual({
      cursor: 'Cette page n’existe pas : rechargez la liste depuis le début.',
    });
  });
});

describe('a student’s practice per day (issue 34: their statistics summed by the database)', () => {
  it('sums each day and type of the period, and gives the totals of all time', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await report(t.student, -1, 'a', 20);
    await report(t.student, -1, 'b', 25);
    await report(t.student, -3, 'c', 10);
    await report(t.student, -100, 'd', 50);
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: group.id,
        title: 'Gammes',
        description: 'Do majeur',
        dueDate: day(3),
        dueTime: '18:00',
        sendToClassroom: false,
      },
      t.teacher,
    );
    await h.ok(
      submitAssignment,
      {
        assignmentId: assignment.id,
        practiceDate: day(-1),
        duration: 15,
        location: 'school',
        content: 'Do majeur',
        nextGoals: 'Sol majeur',
      },
      t.student,
    );
    expect(await h.ok(getPracticeDays, { from: day(-7), to: day(0) }, t.student)).toEqual({
      from: day(-7),
      to: day(0),
      days: [
        { date: day(-3), type: 'general', reports: 1, minutes: 10 },
        { date: day(-1), type: 'general', reports: 2, minutes: 45 },
        { date: day(-1), type: 'homework', reports: 1, minutes: 15 },
      ],
      total: { reports: 5, minutes: 120 },
    });
    expect(await h.send(getPracticeDays, { from: day(-7), to: day(0) }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(getPracticeDays, { from: day(-400), to: day(0) }, t.student)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });
});

describe('a practice report’s text (issue 34)', () => {
  it('drops control characters, keeps line breaks and tabs, and counts what is left', async () => {
    const { student } = newTenant();
    const stored = await report(student, 0, '\u0000\u0007Gammes\r\n\tdo\u001b[31m majeur\u0085\ud800');
    expect(stored.content).toBe('Gammes\n\tdo[31m majeur');
    const blank = await h.send(
      createPracticeReport,
      {
        practiceDate: today,
        duration: 10,
        location: 'home',
        content: '\u0001'.repeat(3000),
        nextGoals: `${'\u0002'.repeat(5000)}Arpèges`,
      },
      student,
    );
    expect(blank).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'payload.content': 'Le contenu est requis.' } },
    });
    expect(await h.count('practice_reports WHERE student_id = $1', [student.userId])).toBe(1);
  });
});

describe('the reports a student may send in a day (issue 34)', () => {
  it(`takes ${practiceReportsPerDay} voluntary reports in 24 hours, then says in French when to try again`, async () => {
    const { student } = newTenant();
    const key = randomUUID();
    const sent = [];
    for (let i = 0; i < practiceReportsPerDay; i += 1)
      sent.push(
        await h.ok(
          createPracticeReport,
          {
            practiceDate: day(-(i % 20)),
            duration: 20,
            location: 'home',
            content: `Rapport ${i}`,
            nextGoals: 'Arpèges',
            ...(i === 0 ? { clientReportId: key } : {}),
          },
          student,
        ),
      );
    const over = await h.send(
      createPracticeReport,
      { practiceDate: today, duration: 20, location: 'home', content: 'Encore', nextGoals: 'Arpèges' },
      student,
    );
    expect(over).toMatchObject({
      ok: false,
      error: {
        code: 'RATE_LIMITED',
        messageKey: 'homework.reportBudgetSpent',
        params: { maximum: practiceReportsPerDay },
        message: expect.stringMatching(
          /^Vous avez déjà envoyé 60 rapports de pratique au cours des dernières 24 heures\. Vous pourrez en envoyer un autre dans 24 heures\.$/,
        ),
      },
    });
    const retry = (over as { error: { retryAfterSeconds: number } }).error.retryAfterSeconds;
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    // The first report sent again with its device key is the same report: answered, not counted.
    expect(
      await h.ok(
        createPracticeReport,
        {
          practiceDate: day(0),
          duration: 20,
          location: 'home',
          content: 'Rapport 0',
          nextGoals: 'Arpèges',
          clientReportId: key,
        },
        student,
      ),
    ).toEqual(sent[0]);
    // Once the oldest report of the window is more than 24 hours old, one more is taken.
    await h.db.query(`UPDATE practice_reports SET submitted_at = now() - interval '25 hours' WHERE id = $1`, [
      sent[0]!.id,
    ]);
    expect(
      await h.send(
        createPracticeReport,
        { practiceDate: today, duration: 20, location: 'home', content: 'Encore', nextGoals: 'Arpèges' },
        student,
      ),
    ).toMatchObject({ ok: true });
    expect(await h.count('practice_reports WHERE student_id = $1', [student.userId])).toBe(
      practiceReportsPerDay + 1,
    );
  }, 60_000);

  it('is one student’s: another student of the school is not held back', async () => {
    const { student, otherStudent } = newTenant();
    await h.db.query(
      `INSERT INTO practice_reports (id, organization_id, student_id, practice_date, duration, location, content,
         next_goals, type)
       SELECT gen_random_uuid(), $1, $2, current_date, 10, 'home', 'Gammes', 'Arpèges', 'general'
       FROM generate_series(1, $3)`,
      [student.organizationId, student.userId, practiceReportsPerDay],
    );
    expect(await h.send(createPracticeReport, entry(), student)).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED' },
    });
    expect(await h.send(createPracticeReport, entry(), otherStudent)).toMatchObject({ ok: true });
  });
});

function entry() {
  return { practiceDate: today, duration: 20, location: 'home' as const, content: 'Do', nextGoals: 'Ré' };
}
