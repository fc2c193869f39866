import { randomUUID } from 'node:crypto';
import {
  createAssignment,
  createPracticeReport,
  deleteAssignment,
  deleteGroup,
  dismissReportFlags,
  getAssignment,
  gradeSubmission,
  joinGroup,
  listAssignments,
  listPracticeReports,
  removeGroupMember,
  submitAssignment,
  type Actor,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { eventually, newTenant } from '@crescendo/testing';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

let h: HomeworkHarness;
beforeAll(async () => {
  h = await startHomework();
}, 90_000);
afterAll(() => h?.close());

const today = dayOf(new Date());
const entry = (overrides: Record<string, unknown> = {}) => ({
  practiceDate: today,
  duration: 30,
  location: 'home' as const,
  content: 'Gammes de si bémol',
  nextGoals: 'Arpèges à 80 à la noire',
  ...overrides,
});
const assignmentFor = (groupId: string, overrides: Record<string, unknown> = {}) => ({
  groupId,
  title: 'Étude no 3',
  description: 'Mesures 1 à 16, lentement',
  dueDate: shiftDay(today, 7),
  dueTime: '17:00',
  ...overrides,
});

describe('assigning practice', () => {
  it('gives an assignment to the whole group; the teacher sees the counts, each student their status', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const created = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    expect(created).toMatchObject({
      status: 'active',
      wholeGroup: true,
      submittedCount: 0,
      waitingCount: 2,
      totalCount: 2,
      myStatus: null,
      sendToClassroom: true,
      dueTime: '17:00',
    });
    expect(created.studentIds.sort()).toEqual([t.student.userId, t.otherStudent.userId].sort());
    const [mine] = (await h.ok(listAssignments, {}, t.student)).assignments;
    expect(mine).toMatchObject({ id: created.id, myStatus: 'pending', studentIds: [t.student.userId] });
    expect((await h.ok(listAssignments, {}, t.admin)).assignments.map((a) => a.id)).toEqual([created.id]);
    expect((await h.ok(listAssignments, {}, t.otherTeacher)).assignments).toEqual([]);
  });

  it('gives it to chosen students only, never to someone outside the group', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const chosen = await h.ok(
      createAssignment,
      assignmentFor(group.id, { studentIds: [t.student.userId] }),
      t.teacher,
    );
    expect(chosen).toMatchObject({ wholeGroup: false, studentIds: [t.student.userId], totalCount: 1 });
    expect((await h.ok(listAssignments, {}, t.otherStudent)).assignments).toEqual([]);
    const stranger = await h.send(
      createAssignment,
      assignmentFor(group.id, { studentIds: [randomUUID()] }),
      t.teacher,
    );
    expect(stranger).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses what the spec requires, in French, and stores nothing', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const before = await h.count('assignments');
    for (const bad of [
      { title: '   ' },
      { description: '' },
      { dueDate: '2026-02-30' },
      { dueTime: '25:00' },
      { groupId: 'pas-un-groupe' },
    ]) {
      const reply = await h.send(createAssignment, assignmentFor(group.id, bad), t.teacher);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    const blank = await h.send(createAssignment, assignmentFor(group.id, { title: '  ' }), t.teacher);
    expect(blank).toMatchObject({
      ok: false,
      error: {
        messageKey: 'common.validation',
        fields: { 'payload.title': 'Le titre est requis.' },
        // The key and its numbers let each front end say it in its user's language (decision 0018).
        fieldMessages: { 'payload.title': { key: 'validation.titleRequired' } },
      },
    });
    // A field without a message of its own gets zod's, in French too.
    const malformed = await h.send(getAssignment, { assignmentId: 'pas-un-identifiant' }, t.teacher);
    expect(malformed).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.assignmentId': 'UUID invalide' },
        fieldMessages: {
          'payload.assignmentId': { key: 'zod', params: expect.objectContaining({ format: 'uuid' }) },
        },
      },
    });
    expect(await h.count('assignments')).toBe(before);
  });

  it('lets only the group’s teacher or an admin assign to it', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    expect(await h.send(createAssignment, assignmentFor(group.id), t.otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await h.send(createAssignment, assignmentFor(group.id), t.admin)).ok).toBe(true);
    expect(await h.send(createAssignment, assignmentFor(group.id), t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('submitting, late or not, and grading', () => {
  it('takes one submission per student, marks a late one, and shows the grade to the student', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const past = await h.ok(
      createAssignment,
      assignmentFor(group.id, { dueDate: shiftDay(today, -2) }),
      t.teacher,
    );
    expect(past.status).toBe('late');
    expect((await h.ok(getAssignment, { assignmentId: past.id }, t.student)).assignment.myStatus).toBe(
      'late',
    );

    const submission = await h.ok(submitAssignment, { assignmentId: past.id, ...entry() }, t.student);
    expect(submission).toMatchObject({ late: true, grade: null, duration: 30, location: 'home' });
    expect(await h.send(submitAssignment, { assignmentId: past.id, ...entry() }, t.student)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Vous avez déjà soumis ce devoir.' },
    });

    const graded = await h.ok(
      gradeSubmission,
      { submissionId: submission.id, grade: 87, feedback: 'Beau son !' },
      t.teacher,
    );
    expect(graded).toMatchObject({ grade: 87, feedback: 'Beau son !' });
    const seen = await h.ok(getAssignment, { assignmentId: past.id }, t.student);
    expect(seen.assignment).toMatchObject({ myStatus: 'submitted', submittedCount: 1, waitingCount: 1 });
    expect(seen.submissions).toEqual([expect.objectContaining({ grade: 87, feedback: 'Beau son !' })]);
    expect((await h.ok(getAssignment, { assignmentId: past.id }, t.otherStudent)).submissions).toEqual([]);

    // The submission is a practice report too, of type homework, with the assignment's title.
    const reports = (await h.ok(listPracticeReports, {}, t.student)).reports;
    expect(reports).toEqual([expect.objectContaining({ type: 'homework', homeworkTitle: 'Étude no 3' })]);
  });

  it('refuses a duration outside 1–300 whole minutes, blank content or goals, a wrong place; stores nothing', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const open = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    const before = await h.count('practice_reports');
    const submissionsBefore = await h.count('submissions');
    for (const bad of [
      { duration: 0 },
      { duration: 301 },
      { duration: 2.5 },
      { content: '   ' },
      { nextGoals: '' },
      { location: 'garage' },
      { practiceDate: '2026-13-01' },
    ]) {
      const asSubmission = await h.send(
        submitAssignment,
        { assignmentId: open.id, ...entry(bad) },
        t.student,
      );
      expect(asSubmission).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      const asReport = await h.send(createPracticeReport, entry(bad), t.student);
      expect(asReport).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await h.count('practice_reports')).toBe(before);
    expect(await h.count('submissions')).toBe(submissionsBefore);
  });

  it('lets nobody but the group’s staff grade, and nobody submit for an assignment not theirs', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const open = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    expect(
      await h.send(submitAssignment, { assignmentId: open.id, ...entry() }, t.otherStudent),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const submission = await h.ok(submitAssignment, { assignmentId: open.id, ...entry() }, t.student);
    for (const actor of [t.student, t.otherTeacher, newTenant().admin] as Actor[]) {
      const reply = await h.send(gradeSubmission, { submissionId: submission.id, grade: 100 }, actor);
      expect(reply.ok).toBe(false);
    }
  });
});

describe('practice reports and their integrity flags', () => {
  it('keeps a voluntary report; flags an unlikely one for the teacher, never for the student', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const before = Date.now();
    const report = await h.ok(createPracticeReport, entry(), t.student);
    expect(report).toMatchObject({ type: 'general', homeworkTitle: null, flags: [] });
    // When it came, as `Date.toISOString()` writes it (PostgreSQL formats it).
    expect(new Date(report.submittedAt).toISOString()).toBe(report.submittedAt);
    expect(Date.parse(report.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(report.submittedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const future = await h.ok(createPracticeReport, entry({ practiceDate: shiftDay(today, 3) }), t.student);
    expect(future.flags).toEqual([]); // the student is not told

    const forTeacher = (await h.ok(listPracticeReports, {}, t.teacher)).reports;
    expect(forTeacher.find((r) => r.id === future.id)).toMatchObject({
      flags: ['futureDate'],
      flagsDismissed: false,
    });
    expect(forTeacher.find((r) => r.id === report.id)).toMatchObject({
      flags: [],
      submittedAt: report.submittedAt,
    });
    const dismissed = await h.ok(dismissReportFlags, { reportId: future.id }, t.teacher);
    expect(dismissed).toMatchObject({ flags: ['futureDate'], flagsDismissed: true });
    expect(await h.send(dismissReportFlags, { reportId: future.id }, t.otherTeacher)).toMatchObject({
      ok: false,
    });
  });

  it('shows a teacher only their groups’ students, an admin the organisation’s, another school nothing', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    await h.groupWith(t.otherTeacher, [t.otherStudent]);
    const mine = await h.ok(createPracticeReport, entry(), t.student);
    const theirs = await h.ok(createPracticeReport, entry(), t.otherStudent);
    const ids = async (actor: Actor, filter = {}) =>
      (await h.ok(listPracticeReports, filter, actor)).reports.map((r) => r.id).sort();
    expect(await ids(t.teacher)).toEqual([mine.id]);
    expect(await ids(t.admin)).toEqual([mine.id, theirs.id].sort());
    expect(await ids(t.student)).toEqual([mine.id]);
    expect(await ids(newTenant().admin)).toEqual([]);
    expect(await h.send(listPracticeReports, { studentId: t.otherStudent.userId }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('what other services’ changes mean here', () => {
  it('refuses a submission from a student who has left the group, past assignment or not; what they handed in stays', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const past = await h.ok(
      createAssignment,
      assignmentFor(group.id, { dueDate: shiftDay(today, -2) }),
      t.teacher,
    );
    const open = await h.ok(createAssignment, assignmentFor(group.id, { title: 'Étude no 4' }), t.teacher);
    const handedIn = await h.ok(submitAssignment, { assignmentId: open.id, ...entry() }, t.otherStudent);
    await h.client.request(removeGroupMember, { groupId: group.id, studentId: t.student.userId }, t.teacher);
    await h.client.request(
      removeGroupMember,
      { groupId: group.id, studentId: t.otherStudent.userId },
      t.teacher,
    );
    // Past due: still given to them (their history), refused by groups' answer that they left.
    expect(await h.send(submitAssignment, { assignmentId: past.id, ...entry() }, t.student)).toEqual({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Vous ne faites plus partie du groupe de ce devoir : il ne peut plus être soumis.',
        messageKey: 'homework.leftGroup',
      },
    });
    // Still open: refused too, whether groups' event has already taken it from them (NOT_FOUND) or not yet.
    const openReply = await h.send(submitAssignment, { assignmentId: open.id, ...entry() }, t.student);
    expect(openReply.ok).toBe(false);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(!openReply.ok && openReply.error.code);
    expect((await h.ok(listPracticeReports, {}, t.student)).reports).toEqual([]);
    const kept = await h.ok(getAssignment, { assignmentId: open.id }, t.teacher);
    expect(kept.submissions.map((submission) => submission.id)).toEqual([handedIn.id]);
  });

  it('gives an open whole-group assignment to a student who joins later', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const open = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    await h.client.request(joinGroup, { code: group.connectionCode! }, t.otherStudent);
    await eventually(
      async () => (await h.ok(listAssignments, {}, t.otherStudent)).assignments.map((a) => a.id),
      (ids) => ids.includes(open.id),
    );
  });

  it('deletes a deleted group’s assignments and their submissions; the practice reports stay', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const open = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    await h.ok(submitAssignment, { assignmentId: open.id, ...entry() }, t.student);
    await h.client.request(deleteGroup, { groupId: group.id }, t.teacher);
    await eventually(
      () => h.count('assignments WHERE id = $1', [open.id]),
      (n) => n === 0,
    );
    expect(await h.count('submissions WHERE assignment_id = $1', [open.id])).toBe(0);
    expect((await h.ok(listPracticeReports, {}, t.student)).reports).toHaveLength(1);
  });

  it('deletes an assignment with its submissions, by its teacher only', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const open = await h.ok(createAssignment, assignmentFor(group.id), t.teacher);
    await h.ok(submitAssignment, { assignmentId: open.id, ...entry() }, t.student);
    expect((await h.send(deleteAssignment, { assignmentId: open.id }, t.otherTeacher)).ok).toBe(false);
    expect(await h.ok(deleteAssignment, { assignmentId: open.id }, t.teacher)).toEqual({ deleted: true });
    expect(await h.count('submissions WHERE assignment_id = $1', [open.id])).toBe(0);
  });
});
