import {
  assignmentPage,
  createAssignment,
  getAssignment,
  listAssignments,
  submissionPage,
  submitAssignment,
  type Actor,
  type Assignment,
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
const entry = {
  practiceDate: today,
  duration: 30,
  location: 'home' as const,
  content: 'Gammes de si bémol',
  nextGoals: 'Arpèges',
};
const assign = (teacher: Actor, groupId: string, offset: number, extra: Record<string, unknown> = {}) =>
  h.ok(
    createAssignment,
    {
      groupId,
      title: `Étude, jour ${offset}`,
      description: 'Mesures 1 à 16',
      dueDate: shiftDay(today, offset),
      dueTime: '17:00',
      sendToClassroom: false,
      ...extra,
    },
    teacher,
  );

/** Every page of the list, following `nextCursor`, with the size of each page and its counts. */
async function allPages(actor: Actor, query: Record<string, unknown>) {
  const sizes: number[] = [];
  const assignments: Assignment[] = [];
  const counts: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await h.ok(listAssignments, { ...query, cursor }, actor);
    sizes.push(page.assignments.length);
    assignments.push(...page.assignments);
    counts.push(page.counts);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { sizes, ids: assignments.map((a) => a.id), counts };
}

const latestDueFirst = (assignments: Assignment[]) =>
  [...assignments]
    .sort((a, b) => b.dueAt.localeCompare(a.dueAt) || b.id.localeCompare(a.id))
    .map((a) => a.id);

const refusedFields = async (reply: unknown) => {
  expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  return (reply as { error: { fields: Record<string, string> } }).error.fields;
};

describe('assignments, a page at a time (issue 34)', () => {
  it('pages the teacher’s, the admin’s and the student’s lists in due order, each once, with counts of the whole list', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const choir = await h.groupWith(t.teacher, [t.student]);
    const made: Assignment[] = [];
    // Two on the same due time: the id orders them, and neither is skipped nor read twice.
    for (const offset of [-3, 2, 2, -1, 5]) made.push(await assign(t.teacher, band.id, offset));
    made.push(await assign(t.teacher, choir.id, 1));
    made.push(await assign(t.teacher, band.id, 3, { studentIds: [t.otherStudent.userId] }));
    await h.ok(submitAssignment, { assignmentId: made[0]!.id, ...entry }, t.student);
    await h.ok(submitAssignment, { assignmentId: made[1]!.id, ...entry }, t.student);
    await h.ok(submitAssignment, { assignmentId: made[1]!.id, ...entry }, t.otherStudent);

    // 7 assignments, 2 due; 12 students expected in all, 3 submissions.
    const teacherCounts = { assignments: 7, late: 2, submitted: 3, expected: 12 };
    expect(await allPages(t.teacher, { limit: 3 })).toEqual({
      sizes: [3, 3, 1],
      ids: latestDueFirst(made),
      counts: [teacherCounts, teacherCounts, teacherCounts],
    });
    expect((await allPages(t.admin, { limit: 4 })).ids).toEqual(latestDueFirst(made));
    expect((await allPages(t.teacher, { groupId: choir.id, limit: 1 })).counts).toEqual([
      { assignments: 1, late: 0, submitted: 0, expected: 1 },
    ]);

    // The student: the 6 given to them, 2 submitted and 4 pending, on every page.
    const mine = made.filter((a) => a.studentIds.includes(t.student.userId));
    const studentCounts = { assignments: 6, late: 2, submitted: 2, expected: 6 };
    expect(await allPages(t.student, { limit: 4 })).toEqual({
      sizes: [4, 2],
      ids: latestDueFirst(mine),
      counts: [studentCounts, studentCounts],
    });
    // The teacher's list says 'Actif'/'En retard' and the counts of each assignment, from SQL.
    const first = (await h.ok(listAssignments, { limit: 1 }, t.teacher)).assignments[0]!;
    expect(first).toMatchObject({ status: 'active', submittedCount: 0, totalCount: 2 });
    const due = (await allPages(t.teacher, { limit: 20 })).ids.indexOf(made[0]!.id);
    const lastPage = await h.ok(listAssignments, { limit: 20 }, t.teacher);
    expect(lastPage.assignments[due]).toMatchObject({
      status: 'late',
      submittedCount: 1,
      waitingCount: 1,
      totalCount: 2,
    });
    expect(lastPage.nextCursor).toBeNull();
  });

  it('answers the contract’s default page, goes on after a page whatever was added, and refuses more than its maximum', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    for (let offset = 0; offset < assignmentPage.default + 1; offset++)
      await assign(t.teacher, group.id, offset);
    const first = await h.ok(listAssignments, {}, t.teacher);
    expect(first.assignments).toHaveLength(assignmentPage.default);
    expect(first.counts.assignments).toBe(assignmentPage.default + 1);

    // One due later than every other is added: the next page is still the one after the first.
    await assign(t.teacher, group.id, 60);
    const next = await h.ok(listAssignments, { cursor: first.nextCursor! }, t.teacher);
    expect(next.assignments.map((a) => a.dueDate)).toEqual([today]);
    expect(next).toMatchObject({ nextCursor: null, counts: { assignments: assignmentPage.default + 2 } });

    expect(assignmentPage).toEqual({ default: 20, max: 20 });
    const refused = async (query: Record<string, unknown>) =>
      refusedFields(await h.send(listAssignments, query, t.teacher));
    expect(await refused({ limit: assignmentPage.max + 1 })).toEqual({
      'payload.limit': 'Le nombre d’éléments par page demandé est invalide.',
    });
    expect(await refused({ cursor: 'pas une page' })).toEqual({
      'payload.cursor': 'Cette page n’existe pas : rechargez la liste depuis le début.',
    });
    expect(await refused({ cursor: Buffer.from('2026-01-01|x').toString('base64url') })).toEqual({
      cursor: 'Cette page n’existe pas : rechargez la liste depuis le début.',
    });
  });
});

describe('an assignment’s submissions, a page at a time (issue 34)', () => {
  it('pages every submission in the order they came, one student’s on request, a student’s own only', async () => {
    const t = newTenant();
    const students = [
      t.student,
      t.otherStudent,
      ...[1, 2, 3].map(() => actorOf(t.organizationId, 'student')),
    ];
    const group = await h.groupWith(t.teacher, students);
    const assignment = await assign(t.teacher, group.id, 4);
    const sent: string[] = [];
    for (const student of students)
      sent.push((await h.ok(submitAssignment, { assignmentId: assignment.id, ...entry }, student)).id);

    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await h.ok(getAssignment, { assignmentId: assignment.id, limit: 2, cursor }, t.teacher);
      // The assignment's counts are the whole assignment's, whatever the page.
      expect(page.assignment).toMatchObject({ submittedCount: 5, waitingCount: 0, totalCount: 5 });
      ids.push(...page.submissions.map((s) => s.id));
      sizes.push(page.submissions.length);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect({ sizes, ids }).toEqual({ sizes: [2, 2, 1], ids: sent });

    const one = await h.ok(
      getAssignment,
      { assignmentId: assignment.id, studentId: students[3]!.userId },
      t.teacher,
    );
    expect(one.submissions.map((s) => s.id)).toEqual([sent[3]]);
    const own = await h.ok(
      getAssignment,
      { assignmentId: assignment.id, studentId: t.otherStudent.userId },
      t.student,
    );
    expect(own.submissions.map((s) => s.id)).toEqual([sent[0]]);
    expect((await h.ok(getAssignment, { assignmentId: assignment.id }, t.admin)).submissions).toHaveLength(5);

    expect(submissionPage).toEqual({ default: 20, max: 50 });
    expect(
      await refusedFields(
        await h.send(
          getAssignment,
          { assignmentId: assignment.id, limit: submissionPage.max + 1 },
          t.teacher,
        ),
      ),
    ).toEqual({ 'payload.limit': 'Le nombre d’éléments par page demandé est invalide.' });
  });
});
