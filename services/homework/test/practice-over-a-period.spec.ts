import {
  createPracticeReport,
  getPracticeSummary,
  listPracticeReports,
  type Actor,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { actorOf, newTenant } from '@crescendo/testing';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

let h: HomeworkHarness;
beforeAll(async () => {
  h = await startHomework();
}, 90_000);
afterAll(() => h?.close());

const today = dayOf(new Date());
const day = (offset: number) => shiftDay(today, offset);
const report = (student: Actor, offset: number, duration = 30) =>
  h.ok(
    createPracticeReport,
    {
      practiceDate: day(offset),
      duration,
      location: 'home',
      content: `Gammes, jour ${offset}`,
      nextGoals: 'Arpèges',
    },
    student,
  );
const fieldsOf = (reply: unknown) => (reply as { error?: { fields?: Record<string, string> } }).error?.fields;

describe('practice reports of a period', () => {
  it('reads only the days asked: the student theirs, the teacher their group’s, the admin the organisation’s', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await h.groupWith(t.otherTeacher, [t.otherStudent]);
    const tooEarly = await report(t.student, -40);
    const first = await report(t.student, -20);
    const last = await report(t.student, -10);
    const tooLate = await report(t.student, 0);
    const elsewhere = await report(t.otherStudent, -15);
    const period = { from: day(-20), to: day(-10) };
    const ids = async (actor: Actor, query: Record<string, string> = {}) =>
      (await h.ok(listPracticeReports, query, actor)).reports.map((r) => r.id);

    // Newest first, both ends of the period included.
    expect(await ids(t.student, period)).toEqual([last.id, first.id]);
    expect(await ids(t.teacher, { groupId: group.id, ...period })).toEqual([last.id, first.id]);
    expect(await ids(t.teacher, { studentId: t.student.userId, ...period })).toEqual([last.id, first.id]);
    expect(await ids(t.teacher, period)).toEqual([last.id, first.id]);
    expect(await ids(t.admin, period)).toEqual([last.id, elsewhere.id, first.id]);
    expect(await ids(newTenant().admin, period)).toEqual([]);
    // A student asking for someone else's still reads only their own.
    expect(await ids(t.student, { studentId: t.otherStudent.userId, ...period })).toEqual([
      last.id,
      first.id,
    ]);
    expect(
      await h.send(listPracticeReports, { studentId: t.otherStudent.userId, ...period }, t.teacher),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Without a period, everything, as before.
    expect((await ids(t.student)).sort()).toEqual([tooEarly.id, first.id, last.id, tooLate.id].sort());
  });

  it('refuses half a period, a reversed one, one over 366 days and a day that does not exist, in French', async () => {
    const t = newTenant();
    await report(t.student, -1);
    const refused = async (query: Record<string, string>) => {
      const reply = await h.send(listPracticeReports, query, t.student);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      return fieldsOf(reply);
    };
    expect(await refused({ from: day(-7) })).toEqual({
      'payload.to': 'Indiquez une date de début et une date de fin.',
    });
    expect(await refused({ to: day(-7) })).toEqual({
      'payload.from': 'Indiquez une date de début et une date de fin.',
    });
    expect(await refused({ from: day(-1), to: day(-2) })).toEqual({
      'payload.to': 'La date de fin ne peut pas précéder la date de début.',
    });
    expect(await refused({ from: day(-366), to: day(0) })).toEqual({
      'payload.to': 'La période couvre au plus 366 jours.',
    });
    expect(await refused({ from: '2025-02-29', to: '2025-03-01' })).toEqual({
      'payload.from': 'Cette date n’existe pas.',
    });
    // 366 days, both ends included, is the longest period read.
    expect(
      (await h.ok(listPracticeReports, { from: day(-365), to: day(0) }, t.student)).reports,
    ).toHaveLength(1);
  });
});

describe('a group’s practice summary', () => {
  it('sums each student’s reports and the group’s minutes per day over the period, zeros included', async () => {
    const t = newTenant();
    const quiet = actorOf(t.organizationId, 'student');
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent, quiet]);
    await report(t.student, -3, 30);
    await report(t.student, -3, 20);
    await report(t.student, -1, 45);
    await report(t.student, -10, 60); // before the period
    await report(t.otherStudent, -1, 15);
    const outsider = actorOf(t.organizationId, 'student'); // not in the group
    await h.groupWith(t.otherTeacher, [outsider]);
    await report(outsider, -1, 100);

    const summary = await h.ok(
      getPracticeSummary,
      { groupId: group.id, from: day(-7), to: day(0) },
      t.teacher,
    );
    expect(summary).toEqual({
      groupId: group.id,
      from: day(-7),
      to: day(0),
      students: [
        { studentId: t.student.userId, reports: 3, minutes: 95, practiceDays: 2, lastPracticeDate: day(-1) },
        {
          studentId: t.otherStudent.userId,
          reports: 1,
          minutes: 15,
          practiceDays: 1,
          lastPracticeDate: day(-1),
        },
        { studentId: quiet.userId, reports: 0, minutes: 0, practiceDays: 0, lastPracticeDate: null },
      ],
      days: [
        { date: day(-3), minutes: 50, reports: 2, students: 1 },
        { date: day(-1), minutes: 60, reports: 2, students: 2 },
      ],
    });
    // The admin reads the same numbers; an empty group sums to nothing.
    expect(await h.ok(getPracticeSummary, { groupId: group.id, from: day(-7), to: day(0) }, t.admin)).toEqual(
      summary,
    );
    const empty = await h.groupWith(t.teacher, []);
    expect(
      await h.ok(getPracticeSummary, { groupId: empty.id, from: day(-7), to: day(0) }, t.teacher),
    ).toEqual({
      groupId: empty.id,
      from: day(-7),
      to: day(0),
      students: [],
      days: [],
    });
  });

  it('is read by the group’s teacher and the admins only, over a required, bounded period', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await report(t.student, -1);
    const query = { groupId: group.id, from: day(-30), to: day(0) };
    for (const actor of [t.student, t.otherTeacher, newTenant().admin, newTenant().teacher]) {
      const reply = await h.send(getPracticeSummary, query, actor);
      expect(reply.ok).toBe(false);
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(!reply.ok && reply.error.code);
    }
    expect(await h.send(getPracticeSummary, query, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    // Sent as a client that skipped the form would send it.
    const halfQuery = { groupId: group.id } as typeof query;
    const missing = await h.send(getPracticeSummary, halfQuery, t.teacher);
    expect(fieldsOf(missing)).toEqual({
      'payload.from': 'Indiquez une date de début et une date de fin.',
      'payload.to': 'Indiquez une date de début et une date de fin.',
    });
    const tooLong = await h.send(getPracticeSummary, { ...query, from: day(-400) }, t.teacher);
    expect(fieldsOf(tooLong)).toEqual({ 'payload.to': 'La période couvre au plus 366 jours.' });
  });
});
