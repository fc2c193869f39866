import type { CreateAssignmentInput } from '@crescendo/contracts';
import { homeworkUnderTest } from './fakes/homework-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** Assignments (AssignmentsService) on fakes: who may give, read and delete one, and its due date's rules. */
function school() {
  const hw = homeworkUnderTest();
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const admin = person('admin');
  const student = person('student');
  const classmate = person('student');
  const group = groupOf([teacher], [student, classmate]);
  const otherGroup = groupOf([otherTeacher], [person('student')]);
  const emptyGroup = groupOf([teacher], []);
  hw.access.addGroup(group).addGroup(otherGroup).addGroup(emptyGroup).addAdmin(admin.userId);
  return { ...hw, teacher, otherTeacher, admin, student, classmate, group, otherGroup, emptyGroup };
}

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
