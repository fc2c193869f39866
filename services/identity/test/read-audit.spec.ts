import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  createAssignment,
  createGroup,
  createPracticeReport,
  deleteMessage,
  getAssignment,
  getPracticeSummary,
  listMessageAudit,
  listMessages,
  listPracticeReports,
  sendMessage,
  listPurchases,
  recordPurchase,
  submitAssignment,
  joinGroup,
  listGroupReportCards,
  listReadLog,
  listReadReviews,
  markReadReviewed,
  renderReportCard,
  publishReportCard,
  saveReportCard,
  setTerms,
  type Actor,
  type Group,
  type Term,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  eventually,
  serviceEnv,
  startBuiltService,
  type OwnNatsServer,
  type RunningBuiltService,
} from '@crescendo/testing';
import { addMember, newOrganization, startIdentity, stopIdentity } from './identity-harness.js';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067) end to end: the real serving services (reports,
 * homework, finance, messaging, with groups beside them) report a staff member's read of students' files through
 * their outbox and JetStream; identity logs it, raises unusual patterns and answers the school's administrator
 * and the board's. Maestro IA's reads are proven in services/maestro/test (it needs its model).
 */
const hourlyThreshold = 3;
let running: RunningService;
let client: ServiceClient;
let nats: OwnNatsServer;
const beside: RunningBuiltService[] = [];

beforeAll(async () => {
  ({ running, client, nats } = await startIdentity({ READ_AUDIT_HOURLY_THRESHOLD: String(hourlyThreshold) }));
  for (const name of ['groups', 'homework', 'reports', 'finance', 'messaging'] as const)
    beside.push(await startBuiltService(name, serviceEnv({ ...nats.envFor(name) })));
}, 180_000);

afterAll(async () => {
  for (const service of beside.reverse()) await service.stop();
  await stopIdentity({ running, client });
});

const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
/** The error's code of a refused request, or 'allowed'. */
const refusal = async (reply: Promise<unknown>) => {
  const answer = (await reply) as { ok?: boolean; error?: { code: string } };
  return answer.error?.code ?? 'allowed';
};

/** A school with its admin, a teacher and students, a group of the teacher's, a term and a report card each. */
async function school(studentCount = 2) {
  const { admin, organizationId } = await newOrganization(client);
  const teacher = (await addMember(running, client, organizationId, 'teacher')).actor;
  const students: Actor[] = [];
  for (let n = 0; n < studentCount; n += 1)
    students.push((await addMember(running, client, organizationId, 'student')).actor);
  const group = await groupOf(teacher, students);
  const term = await termOf(admin);
  const cards: string[] = [];
  for (const student of students) cards.push(await publishedCard(teacher, term, group, student));
  return { organizationId, admin, teacher, students, group, term, cards };
}

async function groupOf(teacher: Actor, students: Actor[]): Promise<Group> {
  const group = await client.request(createGroup, { name: `Harmonie ${randomUUID().slice(0, 4)}` }, teacher);
  for (const student of students) await client.request(joinGroup, { code: group.connectionCode! }, student);
  return group;
}

async function termOf(admin: Actor): Promise<Term> {
  const today = dayOf(new Date());
  const year = Number(today.slice(0, 4));
  const first = today.slice(5) >= '07-01' ? year : year - 1;
  const back = shiftDay(today, -30);
  const startsOn = back < `${first}-07-01` ? `${first}-07-01` : back;
  const reply = await client.request(
    setTerms,
    {
      schoolYear: `${first}-${first + 1}`,
      terms: [{ name: 'Étape 1', startsOn, endsOn: `${first + 1}-06-30`, weight: 100 }],
    },
    admin,
  );
  return reply.terms[0]!;
}

async function publishedCard(teacher: Actor, term: Term, group: Group, student: Actor): Promise<string> {
  const card = await client.request(
    saveReportCard,
    {
      termId: term.id,
      groupId: group.id,
      studentId: student.userId,
      marks: { create: null, perform: 82, appreciate: 75 },
      comment: 'Belle étape.',
    },
    teacher,
  );
  await client.request(publishReportCard, { reportCardId: card.id }, teacher);
  return card.id;
}

type LogQuery = z.input<typeof listReadLog.payload>;
const logOf = (admin: Actor, query: Partial<LogQuery> = {}) =>
  client.request(listReadLog, { limit: 100, ...query }, admin);
const logSent = (actor: Actor, query: Partial<LogQuery> = {}) => client.send(listReadLog, query, actor);

describe("'Journal des consultations'", () => {
  it("logs an administrator's read of a report card, searchable by student, reader, category and period", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, s.admin);

    const { reads } = await eventually(
      () => logOf(s.admin, { studentId: lea.userId }),
      (page) => page.reads.length === 1,
    );
    expect(reads[0]).toMatchObject({
      readerId: s.admin.userId,
      readerName: 'Ada Test',
      studentId: lea.userId,
      studentName: 'Ada Test',
      category: 'reportCards',
      reference: `reportCard:${s.cards[0]}`,
      basis: 'admin-right',
    });
    const today = dayOf(new Date(), 'America/Toronto');
    expect((await logOf(s.admin, { readerId: s.admin.userId, from: today, to: today })).reads).toHaveLength(
      1,
    );
    expect((await logOf(s.admin, { category: 'recordings' })).reads).toEqual([]);
    expect((await logOf(s.admin, { studentId: other.userId })).reads).toEqual([]);
    expect((await logOf(s.admin, { to: shiftDay(today, -1) })).reads).toEqual([]);
    expect(await client.send(listReadLog, { from: today, to: shiftDay(today, -1) }, s.admin)).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it("logs a teacher's page of the group's marks as one read naming its students; a student's own card is not logged", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, lea);
    await client.request(
      listGroupReportCards,
      { groupId: s.group.id, termId: s.term.id, limit: 50 },
      s.teacher,
    );

    const { reads } = await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 2,
    );
    expect(reads.map((read) => read.studentId).sort()).toEqual([lea.userId, other.userId].sort());
    for (const read of reads)
      expect(read).toMatchObject({
        readerId: s.teacher.userId,
        category: 'grades',
        basis: 'teaches-group',
        reference: `term:${s.term.id}/group:${s.group.id}`,
      });
    // The student's own read left nothing; the page's two rows came from one event.
    expect(reads.some((read) => read.readerId === lea.userId)).toBe(false);
    const events: Array<{ n: number }> = await sql(
      `SELECT count(DISTINCT event_id)::int AS n FROM read_audit WHERE organization_id = $1`,
      [s.organizationId],
    );
    expect(events[0]!.n).toBe(1);
  });

  it("logs a teacher's look at an assignment's submissions, from homework, as the students' grades", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    const today = dayOf(new Date(), 'America/Toronto');
    const assignment = await client.request(
      createAssignment,
      {
        groupId: s.group.id,
        title: 'Gamme de si bémol',
        description: 'Deux octaves.',
        dueDate: today,
        dueTime: '23:59',
        sendToClassroom: false,
      },
      s.teacher,
    );
    const entry = {
      practiceDate: today,
      duration: 30,
      location: 'home' as const,
      content: 'Gamme',
      nextGoals: 'Tempo à 96',
    };
    await client.request(submitAssignment, { assignmentId: assignment.id, ...entry }, lea);
    await client.request(getAssignment, { assignmentId: assignment.id, limit: 20 }, lea);
    await client.request(getAssignment, { assignmentId: assignment.id, limit: 20 }, s.teacher);

    const { reads } = await eventually(
      () => logOf(s.admin, { category: 'grades' }),
      (page) => page.reads.length === 1,
    );
    // Only the submissions on the page are named: Léa handed hers in, the other student did not.
    expect(reads[0]).toMatchObject({
      readerId: s.teacher.userId,
      studentId: lea.userId,
      reference: `assignment:${assignment.id}`,
      basis: 'teaches-group',
    });
    expect(reads.some((read) => read.studentId === other.userId)).toBe(false);
  });

  it("logs an administrator's look at the school's purchases, from finance, as the page's students' finances", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    await client.request(recordPurchase, { studentId: lea.userId, item: 'Anche', amount: '3,25' }, s.teacher);
    await client.request(listPurchases, { limit: 20 }, lea);
    await client.request(listPurchases, { limit: 20 }, s.admin);

    const { reads } = await eventually(
      () => logOf(s.admin, { category: 'finances' }),
      (page) => page.reads.length === 1,
    );
    expect(reads[0]).toMatchObject({
      readerId: s.admin.userId,
      studentId: lea.userId,
      reference: 'purchases',
      basis: 'admin-right',
    });
    expect(reads.some((read) => read.studentId === other.userId)).toBe(false);
  });

  it("logs a teacher's page of practice reports and an administrator's practice overview as the students' practice; a student's own is not", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    const today = dayOf(new Date(), 'America/Toronto');
    const entry = { practiceDate: today, duration: 25, location: 'home' as const, content: 'Gammes' };
    await client.request(createPracticeReport, { ...entry, nextGoals: 'Arpèges' }, lea);
    await client.request(listPracticeReports, { limit: 20 }, lea);
    await client.request(listPracticeReports, { groupId: s.group.id, limit: 20 }, s.teacher);
    await client.request(
      getPracticeSummary,
      { groupId: s.group.id, from: shiftDay(today, -7), to: today },
      s.admin,
    );

    const { reads } = await eventually(
      () => logOf(s.admin, { category: 'practice' }),
      (page) => page.reads.length === 3,
    );
    // The teacher's page shows Léa's report only; the overview has a line for every student of the group.
    expect(reads.filter((read) => read.reference === `practiceReports:group:${s.group.id}`)).toEqual([
      expect.objectContaining({ readerId: s.teacher.userId, studentId: lea.userId, basis: 'teaches-group' }),
    ]);
    const overview = reads.filter((read) => read.reference === `practiceSummary:group:${s.group.id}`);
    expect(overview.map((read) => read.studentId).sort()).toEqual([lea.userId, other.userId].sort());
    for (const read of overview)
      expect(read).toMatchObject({ readerId: s.admin.userId, basis: 'admin-right' });
    expect(reads.some((read) => read.readerId === lea.userId)).toBe(false);
  });

  it("logs an administrator reading a group's chat, a direct thread and the deletions' log, from messaging; the group's own people are not", async () => {
    const s = await school();
    const [lea, other] = s.students as [Actor, Actor];
    const hello = await client.request(sendMessage, { groupId: s.group.id, content: 'Bonjour !' }, lea);
    await client.request(sendMessage, { groupId: s.group.id, content: 'Répétition jeudi.' }, s.teacher);
    const question = {
      groupId: s.group.id,
      content: 'Une question sur la gamme',
      receiverId: s.teacher.userId,
    };
    await client.request(sendMessage, question, other);
    const chat = { groupId: s.group.id, limit: 50 };
    const thread = { ...chat, studentId: other.userId };
    // The group's teacher and students read their own conversations.
    await client.request(listMessages, chat, s.teacher);
    await client.request(listMessages, chat, lea);
    await client.request(listMessages, thread, s.teacher);
    await client.request(listMessages, thread, other);
    // The administrator reads the chat (Léa's words on the page) and the other student's thread.
    await client.request(listMessages, chat, s.admin);
    await client.request(listMessages, thread, s.admin);

    const { reads } = await eventually(
      () => logOf(s.admin, { category: 'messages' }),
      (page) => page.reads.length === 2,
    );
    expect(reads.map((read) => `${read.reference} ${read.studentId}`).sort()).toEqual(
      [
        `group:${s.group.id} ${lea.userId}`,
        `group:${s.group.id}/thread:${other.userId} ${other.userId}`,
      ].sort(),
    );
    for (const read of reads) expect(read).toMatchObject({ readerId: s.admin.userId, basis: 'admin-right' });

    // The deletions' log shows Léa's deleted words to the administrator.
    await client.request(deleteMessage, { messageId: hello.id }, s.teacher);
    await client.request(listMessageAudit, { groupId: s.group.id, limit: 50 }, s.admin);
    const logged = await eventually(
      () => logOf(s.admin, { category: 'messages' }),
      (page) => page.reads.length === 3,
    );
    expect(logged.reads[0]).toMatchObject({
      reference: `deletions:group:${s.group.id}`,
      studentId: lea.userId,
      readerId: s.admin.userId,
    });
  });

  it("opens a school's log to its board's administrator, who examines nothing; another board's administrator is refused", async () => {
    const s = await school(1);
    const boardOf = async (name: string) => {
      const boardId = randomUUID();
      await sql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board')`, [boardId, name]);
      return (await addMember(running, client, boardId, 'board-admin')).actor;
    };
    const boardAdmin = await boardOf('Centre de services scolaire des Monts');
    const otherBoardAdmin = await boardOf('Centre de services scolaire des Rives');
    await sql(`UPDATE organizations SET board_id = $1 WHERE id = $2`, [
      boardAdmin.organizationId,
      s.organizationId,
    ]);
    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, s.admin);
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 1,
    );

    const seen = await logOf(boardAdmin, { schoolId: s.organizationId });
    expect(seen.reads).toEqual([
      expect.objectContaining({ readerId: s.admin.userId, category: 'reportCards' }),
    ]);
    const reviews = await client.request(listReadReviews, { schoolId: s.organizationId }, boardAdmin);
    expect(reviews).toMatchObject({ canWrite: false, reviews: [] });
    expect(await refusal(logSent(boardAdmin))).toBe('VALIDATION_FAILED');
    expect(await refusal(logSent(otherBoardAdmin, { schoolId: s.organizationId }))).toBe('NOT_FOUND');
    expect(await refusal(client.send(listReadReviews, { schoolId: s.organizationId }, otherBoardAdmin))).toBe(
      'NOT_FOUND',
    );
  });

  it('pages the log newest first without repeating a read', async () => {
    const s = await school(3);
    for (const card of s.cards) await client.request(renderReportCard, { reportCardId: card }, s.admin);
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 3,
    );
    const first = await logOf(s.admin, { limit: 2 });
    expect(first.reads).toHaveLength(2);
    const second = await logOf(s.admin, { limit: 2, cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    const all = [...first.reads, ...second.reads];
    expect(new Set(all.map((read) => read.id)).size).toBe(3);
    expect(all.map((read) => read.readAt)).toEqual([...all.map((read) => read.readAt)].sort().reverse());
  });

  it('answers the school’s administrators only: a teacher, a student, a stranger and another school are refused', async () => {
    const s = await school(1);
    const away = await newOrganization(client);
    const stranger: Actor = { userId: randomUUID(), organizationId: null, roles: [] };
    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, s.admin);
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 1,
    );
    expect(await refusal(logSent(s.teacher))).toBe('FORBIDDEN');
    expect(await refusal(logSent(s.students[0]!))).toBe('FORBIDDEN');
    expect(await refusal(logSent(stranger))).toBe('FORBIDDEN');
    expect(await refusal(client.send(listReadReviews, {}, s.teacher))).toBe('FORBIDDEN');
    expect(await refusal(logSent(away.admin, { schoolId: s.organizationId }))).toBe('NOT_FOUND');
    expect((await logOf(away.admin)).reads).toEqual([]);
  });

  it('raises a review when one person reads more students than the threshold within an hour, once', async () => {
    const s = await school(hourlyThreshold + 1);
    await client.request(
      listGroupReportCards,
      { groupId: s.group.id, termId: s.term.id, limit: 50 },
      s.teacher,
    );
    await client.request(
      listGroupReportCards,
      { groupId: s.group.id, termId: s.term.id, limit: 50 },
      s.teacher,
    );
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 2 * (hourlyThreshold + 1),
    );
    const { reviews, canWrite } = await client.request(listReadReviews, {}, s.admin);
    expect(canWrite).toBe(true);
    expect(reviews).toEqual([
      expect.objectContaining({
        kind: 'many-students',
        readerId: s.teacher.userId,
        students: hourlyThreshold + 1,
        category: 'grades',
        reviewedAt: null,
      }),
    ]);

    const examined = await client.request(markReadReviewed, { reviewId: reviews[0]!.id }, s.admin);
    expect(examined).toMatchObject({ reviewedByName: 'Ada Test' });
    expect(examined.reviewedAt).not.toBeNull();
    expect((await client.request(listReadReviews, {}, s.admin)).reviews).toEqual([]);
    expect((await client.request(listReadReviews, { status: 'all' }, s.admin)).reviews).toHaveLength(1);
    const away = await newOrganization(client);
    expect(await refusal(client.send(markReadReviewed, { reviewId: reviews[0]!.id }, away.admin))).toBe(
      'NOT_FOUND',
    );
    expect(await refusal(client.send(markReadReviewed, { reviewId: reviews[0]!.id }, s.teacher))).toBe(
      'FORBIDDEN',
    );
  });

  it("raises a review when an administrator who also teaches reads, by the admin's right, a student outside their groups", async () => {
    const s = await school(1);
    await sql(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 'teacher')`, [
      s.admin.userId,
      s.organizationId,
    ]);
    const adminTeacher: Actor = { ...s.admin, roles: ['admin', 'teacher'] };
    const ownStudent = (await addMember(running, client, s.organizationId, 'student')).actor;
    const ownGroup = await groupOf(adminTeacher, [ownStudent]);
    const ownCard = await publishedCard(adminTeacher, s.term, ownGroup, ownStudent);

    await client.request(renderReportCard, { reportCardId: ownCard }, adminTeacher);
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 1,
    );
    expect((await client.request(listReadReviews, {}, s.admin)).reviews).toEqual([]);

    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, adminTeacher);
    const { reviews } = await eventually(
      () => client.request(listReadReviews, {}, s.admin),
      (page) => page.reviews.length === 1,
    );
    expect(reviews[0]).toMatchObject({
      kind: 'outside-groups',
      readerId: s.admin.userId,
      students: 1,
      category: 'reportCards',
    });
  });

  it("goes with the student's account: their reads leave the log", async () => {
    const s = await school(1);
    await client.request(renderReportCard, { reportCardId: s.cards[0]! }, s.admin);
    await eventually(
      () => logOf(s.admin),
      (page) => page.reads.length === 1,
    );
    await sql(`DELETE FROM users WHERE id = $1`, [s.students[0]!.userId]);
    expect((await logOf(s.admin)).reads).toEqual([]);
  });
});
