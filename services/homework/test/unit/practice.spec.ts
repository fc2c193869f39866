import { randomUUID } from 'node:crypto';
import type { PracticeEntryInput } from '@crescendo/contracts';
import { homeworkUnderTest } from './fakes/homework-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** Practice reports and submissions (PracticeService) on fakes: the use cases' rules, not the SQL. */
function school() {
  const hw = homeworkUnderTest();
  const teacher = person('teacher');
  const coTeacher = person('teacher');
  const otherTeacher = person('teacher');
  const admin = person('admin');
  const student = person('student');
  const classmate = person('student');
  const group = groupOf([teacher, coTeacher], [student, classmate]);
  const otherGroup = groupOf([otherTeacher], [person('student')]);
  hw.access.addGroup(group).addGroup(otherGroup).addAdmin(admin.userId);
  return { ...hw, teacher, coTeacher, otherTeacher, admin, student, classmate, group, otherGroup };
}

const entry = (change: Partial<PracticeEntryInput> = {}): PracticeEntryInput => ({
  practiceDate: '2026-11-16',
  duration: 30,
  location: 'home',
  content: 'Gammes de si bémol',
  nextGoals: 'Le passage lent',
  ...change,
});

async function assignmentFor(s: ReturnType<typeof school>, dueDate: string, dueTime = '23:59') {
  return s.assignments.create(s.teacher, {
    groupId: s.group.id,
    title: 'Étude no 3',
    description: 'Mesures 1 à 16',
    dueDate,
    dueTime,
    sendToClassroom: false,
  });
}

describe('a voluntary practice report', () => {
  it('is the student’s own: staff may not log one', async () => {
    const s = school();
    expect(await refusalOf(s.practice.createReport(s.teacher, entry()))).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
    expect(s.tables.reports).toHaveLength(0);
  });

  it('is stored as general practice, announced once, and shown to the student without flags', async () => {
    const s = school();
    const report = await s.practice.createReport(s.student, entry());
    expect(report).toMatchObject({
      studentId: s.student.userId,
      type: 'general',
      homeworkTitle: null,
      flags: [],
    });
    expect(s.tables.reports).toHaveLength(1);
    expect(s.outbox.subjects()).toEqual(['evt.homework.report.created']);
  });

  it('sent again under the same device key is answered with the first, stored and announced once', async () => {
    const s = school();
    const clientReportId = randomUUID();
    const first = await s.practice.createReport(s.student, { ...entry(), clientReportId });
    const again = await s.practice.createReport(s.student, { ...entry(), clientReportId });
    expect(again.id).toBe(first.id);
    expect(s.tables.reports).toHaveLength(1);
    expect(s.outbox.events).toHaveLength(1);
  });

  it('is refused once the day’s budget is spent, and nothing is stored or announced', async () => {
    const s = school();
    s.tables.budgetSpent.add(s.student.userId);
    expect((await refusalOf(s.practice.createReport(s.student, entry()))).code).toBe('RATE_LIMITED');
    expect(s.tables.reports).toHaveLength(0);
    expect(s.outbox.events).toHaveLength(0);
  });
});

describe('the integrity flags of a report', () => {
  it('flag the same content a third time within 7 days, for staff only', async () => {
    const s = school();
    await s.practice.createReport(s.student, entry({ practiceDate: '2026-11-12' }));
    await s.practice.createReport(s.student, entry({ practiceDate: '2026-11-14' }));
    const third = await s.practice.createReport(
      s.student,
      entry({ practiceDate: '2026-11-16', content: 'gammes de SI bémol.' }),
    );
    expect(third.flags).toEqual([]);
    expect(s.tables.reports.at(-1)!.flags).toEqual(['repeatedContent']);
    expect(s.outbox.events.at(-1)!.data).toMatchObject({ flagged: true });
    const { reports } = await s.practice.listReports(s.teacher, { limit: 20 });
    expect(reports.find((r) => r.id === third.id)!.flags).toEqual(['repeatedContent']);
  });

  it('flag minutes far above the student’s usual, and a day over 300 minutes', async () => {
    const s = school();
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-12'])
      await s.practice.createReport(
        s.student,
        entry({ practiceDate: day, duration: 20, content: `Jour ${day}` }),
      );
    await s.practice.createReport(s.student, entry({ duration: 200, content: 'Longue séance' }));
    await s.practice.createReport(s.student, entry({ duration: 120, content: 'Encore une' }));
    expect(s.tables.reports.at(-2)!.flags).toEqual(['longerThanUsual']);
    expect(s.tables.reports.at(-1)!.flags).toEqual(['dayOverLimit']);
  });

  it('judge the date on the school’s calendar: tomorrow in Montréal is in the future', async () => {
    const s = school();
    // 2026-11-17 01:00 UTC is still the 16th in America/Toronto.
    s.clock.now = new Date('2026-11-17T01:00:00Z');
    await s.practice.createReport(s.student, entry({ practiceDate: '2026-11-17', content: 'Demain' }));
    await s.practice.createReport(
      s.student,
      entry({ practiceDate: '2026-10-01', content: 'Il y a longtemps' }),
    );
    expect(s.tables.reports.map((r) => r.flags)).toEqual([['futureDate'], ['tooOld']]);
  });

  it('are dismissed only by a teacher of the student’s group', async () => {
    const s = school();
    const report = await s.practice.createReport(s.student, entry({ practiceDate: '2026-12-01' }));
    expect(await refusalOf(s.practice.dismissFlags(s.otherTeacher, report.id))).toEqual({
      code: 'NOT_FOUND',
      key: 'homework.reportNotFound',
    });
    expect(s.tables.reports[0]!.flags_dismissed).toBe(false);
    expect(await s.practice.dismissFlags(s.coTeacher, report.id)).toMatchObject({
      flags: ['futureDate'],
      flagsDismissed: true,
    });
  });
});

describe('the practice reports one reads', () => {
  it('are a student’s own, and a teacher’s groups’ students’; a student of another group is refused', async () => {
    const s = school();
    await s.practice.createReport(s.student, entry());
    await s.practice.createReport(s.classmate, entry({ content: 'Autre chose' }));
    const own = await s.practice.listReports(s.student, { limit: 20 });
    expect(own.reports.map((r) => r.studentId)).toEqual([s.student.userId]);
    const taught = await s.practice.listReports(s.teacher, { limit: 20 });
    expect(taught.reports).toHaveLength(2);
    expect(await s.practice.listReports(s.otherTeacher, { limit: 20 })).toEqual({
      reports: [],
      nextCursor: null,
    });
    const outsider = s.otherGroup.studentIds[0]!;
    expect(await refusalOf(s.practice.listReports(s.teacher, { limit: 20, studentId: outsider }))).toEqual({
      code: 'NOT_FOUND',
      key: 'homework.studentNotYours',
    });
  });
});

describe('a submission', () => {
  it('before the due time is not late; after it, it is accepted and marked late', async () => {
    const s = school();
    const early = await assignmentFor(s, '2026-11-16', '18:00');
    const past = await assignmentFor(s, '2026-11-16', '09:00');
    // 15:00 UTC is 10:00 in Montréal: after 09:00, before 18:00.
    expect((await s.practice.submit(s.student, early.id, entry())).late).toBe(false);
    expect((await s.practice.submit(s.student, past.id, entry())).late).toBe(true);
    expect(
      s.outbox.events.filter((e) => e.subject === 'evt.homework.submission.created').map((e) => e.data),
    ).toEqual([expect.objectContaining({ late: false }), expect.objectContaining({ late: true })]);
  });

  it('makes a homework report with the assignment’s title, under the assignment’s lock', async () => {
    const s = school();
    const assignment = await assignmentFor(s, '2026-11-20');
    await s.practice.submit(s.student, assignment.id, entry());
    expect(s.tables.locked).toEqual([assignment.id]);
    expect(s.tables.reports[0]).toMatchObject({
      type: 'homework',
      homework_title: 'Étude no 3',
      assignment_id: assignment.id,
    });
  });

  it('is taken once per student and assignment', async () => {
    const s = school();
    const assignment = await assignmentFor(s, '2026-11-20');
    await s.practice.submit(s.student, assignment.id, entry());
    expect(await refusalOf(s.practice.submit(s.student, assignment.id, entry()))).toEqual({
      code: 'CONFLICT',
      key: 'homework.alreadySubmitted',
    });
    expect(s.tables.submissions).toHaveLength(1);
  });

  it('is refused to a student the assignment was not given to', async () => {
    const s = school();
    const assignment = await s.assignments.create(s.teacher, {
      groupId: s.group.id,
      title: 'Solo',
      description: 'Pour un seul élève',
      dueDate: '2026-11-20',
      dueTime: '23:59',
      studentIds: [s.student.userId],
      sendToClassroom: false,
    });
    expect(await refusalOf(s.practice.submit(s.classmate, assignment.id, entry()))).toEqual({
      code: 'NOT_FOUND',
      key: 'homework.assignmentNotFound',
    });
  });

  it('is refused to a student who has left the group since it was given, and stores nothing', async () => {
    const s = school();
    const assignment = await assignmentFor(s, '2026-11-20');
    s.access.removeStudent(s.group.id, s.student.userId);
    expect(await refusalOf(s.practice.submit(s.student, assignment.id, entry()))).toEqual({
      code: 'FORBIDDEN',
      key: 'homework.leftGroup',
    });
    expect(s.tables.reports).toHaveLength(0);
    expect(s.tables.submissions).toHaveLength(0);
  });
});

describe('grading a submission', () => {
  async function submitted() {
    const s = school();
    const assignment = await assignmentFor(s, '2026-11-20');
    const submission = await s.practice.submit(s.student, assignment.id, entry());
    return { ...s, submission };
  }

  it('by a teacher of its group (a co-teacher too) stores the grade, the comment and announces it', async () => {
    const s = await submitted();
    const graded = await s.practice.grade(s.coTeacher, s.submission.id, { grade: 92, feedback: 'Beau son' });
    expect(graded).toMatchObject({ grade: 92, feedback: 'Beau son' });
    expect(s.tables.submissions[0]!.gradedBy).toBe(s.coTeacher.userId);
    expect(s.outbox.subjects().at(-1)).toBe('evt.homework.submission.graded');
  });

  it('by a teacher of another group is refused as if it did not exist, and nothing is graded', async () => {
    const s = await submitted();
    expect(await refusalOf(s.practice.grade(s.otherTeacher, s.submission.id, { grade: 50 }))).toEqual({
      code: 'NOT_FOUND',
      key: 'homework.assignmentNotFound',
    });
    expect(s.tables.submissions[0]!.grade).toBeNull();
  });

  it('by a student is forbidden', async () => {
    const s = await submitted();
    expect((await refusalOf(s.practice.grade(s.student, s.submission.id, { grade: 100 }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('keeps an empty comment as none', async () => {
    const s = await submitted();
    expect(
      (await s.practice.grade(s.admin, s.submission.id, { grade: 70, feedback: '' })).feedback,
    ).toBeNull();
  });
});
