import { randomUUID } from 'node:crypto';
import type { CreateAssignmentInput, PracticeEntryInput } from '@crescendo/contracts';
import { groupOf, person, refusalOf, schoolOf } from '@crescendo/testing/fakes';
import { homeworkUnderTest } from './fakes/homework-under-test.js';

/**
 * Homework's use cases on fakes (PracticeService: practice reports, submissions and grades; AssignmentsService):
 * their rules, not the SQL. One file, so the service's modules load once in the unit tier.
 */
function school() {
  const hw = homeworkUnderTest();
  const coTeacher = person('teacher');
  const people = schoolOf(hw.access, [coTeacher]);
  const emptyGroup = groupOf([people.teacher], []);
  hw.access.addGroup(emptyGroup);
  return { ...hw, ...people, coTeacher, emptyGroup };
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

const input = (groupId: string, change: Partial<CreateAssignmentInput> = {}): CreateAssignmentInput => ({
  groupId,
  title: 'Étude no 3',
  description: 'Mesures 1 à 16',
  dueDate: '2026-11-20',
  dueTime: '17:00',
  sendToClassroom: true,
  ...change,
});

describe('giving an assignment', () => {
  it('to a group one teaches gives it to the whole group and announces it', async () => {
    const s = school();
    const assignment = await s.assignments.create(s.teacher, input(s.group.id));
    expect(assignment).toMatchObject({ wholeGroup: true, totalCount: 2, teacherId: s.teacher.userId });
    expect([...assignment.studentIds].sort()).toEqual([s.student.userId, s.classmate.userId].sort());
    expect(s.outbox.subjects()).toEqual(['evt.homework.assignment.created']);
  });

  it('to a group one does not teach is refused, and nothing is stored', async () => {
    const s = school();
    expect(await refusalOf(s.assignments.create(s.otherTeacher, input(s.group.id)))).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    // A student of the group sees it, and may not assign to it.
    expect(await refusalOf(s.assignments.create(s.student, input(s.group.id)))).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
    expect(s.tables.assignments).toHaveLength(0);
  });

  it('by a teacher who only sees the group is refused in homework’s words', async () => {
    const s = school();
    s.access.relate(s.otherTeacher.userId, s.group.id, 'student');
    expect(await refusalOf(s.assignments.create(s.otherTeacher, input(s.group.id)))).toEqual({
      code: 'FORBIDDEN',
      key: 'homework.notYourGroup',
    });
  });

  it('to chosen students takes only students of the group', async () => {
    const s = school();
    const outsider = s.otherGroup.studentIds[0]!;
    const refused = await refusalOf(
      s.assignments.create(s.teacher, input(s.group.id, { studentIds: [s.student.userId, outsider] })),
    );
    expect(refused).toEqual({
      code: 'VALIDATION_FAILED',
      key: 'common.validation',
      fields: { studentIds: 'homework.studentsOutsideGroup' },
    });
    const chosen = await s.assignments.create(
      s.teacher,
      input(s.group.id, { studentIds: [s.student.userId, s.student.userId] }),
    );
    expect(chosen).toMatchObject({ wholeGroup: false, totalCount: 1, studentIds: [s.student.userId] });
  });

  it('to a group without students is refused', async () => {
    const s = school();
    expect(await refusalOf(s.assignments.create(s.teacher, input(s.emptyGroup.id)))).toEqual({
      code: 'VALIDATION_FAILED',
      key: 'common.validation',
      fields: { groupId: 'homework.emptyGroup' },
    });
  });

  it('by an admin belongs to the group’s teacher', async () => {
    const s = school();
    expect((await s.assignments.create(s.admin, input(s.group.id))).teacherId).toBe(s.teacher.userId);
  });
});

describe('an assignment’s due date', () => {
  it('is the day and time on the school’s clock (America/Toronto), stored as the instant', async () => {
    const s = school();
    const winter = await s.assignments.create(
      s.teacher,
      input(s.group.id, { dueDate: '2026-12-01', dueTime: '23:59' }),
    );
    expect(winter).toMatchObject({
      dueAt: '2026-12-02T04:59:00.000Z',
      dueDate: '2026-12-01',
      dueTime: '23:59',
    });
    const summer = await s.assignments.create(
      s.teacher,
      input(s.group.id, { dueDate: '2027-06-01', dueTime: '08:00' }),
    );
    expect(summer.dueAt).toBe('2027-06-01T12:00:00.000Z');
  });

  it('once passed makes it late for staff, and late for a student who has not submitted', async () => {
    const s = school();
    const assignment = await s.assignments.create(
      s.teacher,
      input(s.group.id, { dueDate: '2026-11-17', dueTime: '09:00' }),
    );
    expect(assignment.status).toBe('active');
    s.clock.now = new Date('2026-11-17T15:00:00Z');
    const { assignments, counts } = await s.assignments.list(s.teacher, { limit: 20 });
    expect(assignments[0]!.status).toBe('late');
    expect(counts).toEqual({ assignments: 1, late: 1, submitted: 0, expected: 2 });
    const mine = await s.assignments.get(s.student, { assignmentId: assignment.id, limit: 20 });
    expect(mine.assignment).toMatchObject({ myStatus: 'late', studentIds: [s.student.userId] });
  });
});

describe('reading and deleting assignments', () => {
  it('lists a teacher’s groups’ only; a group they do not teach lists nothing', async () => {
    const s = school();
    await s.assignments.create(s.teacher, input(s.group.id));
    await s.assignments.create(s.otherTeacher, input(s.otherGroup.id));
    expect((await s.assignments.list(s.teacher, { limit: 20 })).assignments).toHaveLength(1);
    expect(await s.assignments.list(s.teacher, { limit: 20, groupId: s.otherGroup.id })).toMatchObject({
      assignments: [],
      counts: { assignments: 0 },
    });
  });

  it('shows a student only their own submission', async () => {
    const s = school();
    const assignment = await s.assignments.create(s.teacher, input(s.group.id));
    const report = {
      practiceDate: '2026-11-16',
      duration: 20,
      location: 'home' as const,
      content: 'x',
      nextGoals: 'y',
    };
    await s.practice.submit(s.student, assignment.id, report);
    await s.practice.submit(s.classmate, assignment.id, report);
    const own = await s.assignments.get(s.student, { assignmentId: assignment.id, limit: 20 });
    expect(own.submissions.map((u) => u.studentId)).toEqual([s.student.userId]);
    const all = await s.assignments.get(s.teacher, { assignmentId: assignment.id, limit: 20 });
    expect(all.submissions).toHaveLength(2);
  });

  it('lets only those who teach its group delete it', async () => {
    const s = school();
    const assignment = await s.assignments.create(s.teacher, input(s.group.id));
    expect(await refusalOf(s.assignments.delete(s.otherTeacher, assignment.id))).toEqual({
      code: 'NOT_FOUND',
      key: 'homework.assignmentNotFound',
    });
    expect((await refusalOf(s.assignments.delete(s.student, assignment.id))).code).toBe('FORBIDDEN');
    expect(s.tables.assignments).toHaveLength(1);
    expect(await s.assignments.delete(s.teacher, assignment.id)).toEqual({ deleted: true });
    expect(s.tables.assignments).toHaveLength(0);
    expect(s.outbox.subjects().at(-1)).toBe('evt.homework.assignment.deleted');
  });
});
