import {
  addBankComment,
  addEvent,
  badgeSubjects,
  createPracticeReport,
  createSprint,
  endSprint,
  grantBadge,
  listGroupBadges,
  listGroupReflections,
  listGroupSprints,
  listMyBadges,
  listMySprints,
  listOccurrences,
  listSprintEvents,
  motivationStatus,
  reflectionSubjects,
  removeBadge,
  saveReflection,
  sprintSubjects,
  commentBankSubjects,
  downloadReportCardBatch,
  exportReportCardsCsv,
  getReportCardBatch,
  listStudentInstruments,
  reportCardBatchSubjects,
  startReportCardBatch,
  createGoal,
  goalSubjects,
  listGoalPracticeDays,
  listGroupGoals,
  listMyGoals,
  removeGoal,
  listBankComments,
  listGroupReportCards,
  listMyReportCards,
  listTerms,
  natsServices,
  publishReportCard,
  removeBankComment,
  renderReportCard,
  reportCardSubjects,
  saveReportCard,
  setTerms,
  sumTermWork,
  termsSubjects,
  type Actor,
  type Group,
  type Reply,
  type Term,
} from '@crescendo/contracts';
import { dayOf, shiftDay, weekStartOf } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import {
  actorOf,
  allow,
  checkMatrix,
  eventually,
  checkNatsMatrix,
  matrixActors,
  matrixCases,
  natsCells,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  servicePublishes,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startReports, type ReportsHarness } from './reports-harness.js';
import { termAroundToday } from './school-year-term.js';

// Issue 29 §3: a teacher of the student's group or the school's admin writes report cards, the student reads
// their own once published; nobody crosses schools. Every reports endpoint × every kind of actor.
const {
  home,
  away,
  actors,
  homeAdmin,
  groupStaff,
  schoolStaff,
  groupMembers,
  theStudent,
  homeSchool,
  anySchoolStaff,
  nobody,
} = twoOrganizationsMatrix();

// The writers are the group's teacher and the school's admin (groupStaff).
const table: Record<string, ExpectationRow> = {
  [termsSubjects.list]: homeSchool,
  [termsSubjects.set]: homeAdmin,
  // The school's staff, not its students.
  [commentBankSubjects.list]: schoolStaff,
  // Anyone of a school's staff keeps comments of their own (in their own school).
  [commentBankSubjects.add]: anySchoolStaff,
  [commentBankSubjects.remove]: homeAdmin,
  [reportCardSubjects.listGroup]: groupStaff,
  [reportCardSubjects.save]: groupStaff,
  [reportCardSubjects.publish]: groupStaff,
  [reportCardSubjects.listMine]: theStudent,
  [reportCardSubjects.pdf]: groupMembers,
  // 'Générer tous les bulletins' of the group (the whole school's: the admin's alone, report-card-batches.spec).
  [reportCardBatchSubjects.start]: groupStaff,
  // A job's progress and its zip are its asker's alone (here the group's teacher).
  [reportCardBatchSubjects.get]: allow(nobody, 'home teacher (owner)'),
  [reportCardBatchSubjects.download]: allow(nobody, 'home teacher (owner)'),
  [reportCardBatchSubjects.csv]: groupStaff,
};

describe('reports: authorization matrix (two organisations, every endpoint)', () => {
  let h: ReportsHarness;
  let group: Group;
  let term: Term;
  beforeAll(async () => {
    h = await startReports();
    group = await h.groupWith(home.teacher, [home.student]);
    const { schoolYear, term: fields } = termAroundToday();
    [term] = (await h.ok(setTerms, { schoolYear, terms: [fields] }, home.admin)).terms as [Term];
  }, 180_000);
  afterAll(() => h?.close());

  const cardFields = () => ({
    termId: term.id,
    groupId: group.id,
    studentId: home.student.userId,
    marks: { create: 75, perform: 80, appreciate: 70 },
    comment: 'Beau progrès.',
  });

  /** A finished job of the group's teacher (its zip ready). */
  async function batchOfTeacher() {
    const started = await h.ok(
      startReportCardBatch,
      { termId: term.id, groupId: group.id, language: 'fr' },
      home.teacher,
    );
    return eventually(
      () => h.ok(getReportCardBatch, { batchId: started.id }, home.teacher),
      (batch) => batch.status === 'ready',
      30_000,
    );
  }

  /** The home student's card, published, and a school comment of home's, fresh for each cell. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const card = await h.ok(saveReportCard, cardFields(), home.admin);
    await h.ok(publishReportCard, { reportCardId: card.id }, home.admin);
    const comment = await h.ok(
      addBankComment,
      { topic: 'general', language: 'fr', text: `Bravo ${name}`, scope: 'school' },
      home.admin,
    );
    switch (endpoint) {
      case termsSubjects.list: {
        const reply = await h.send(listTerms, { schoolYear: term.schoolYear }, actor);
        return reply.ok && !reply.data.terms.some((t) => t.id === term.id) ? nothingRead : reply;
      }
      case termsSubjects.set:
        return h.send(setTerms, { schoolYear: term.schoolYear, terms: [{ ...term, id: term.id }] }, actor);
      case commentBankSubjects.list: {
        const reply = await h.send(listBankComments, { limit: 5 }, actor);
        return reply.ok && !reply.data.comments.some((c) => c.id === comment.id) ? nothingRead : reply;
      }
      case commentBankSubjects.add:
        return h.send(addBankComment, { topic: 'general', language: 'fr', text: 'Le mien' }, actor);
      case commentBankSubjects.remove:
        return h.send(removeBankComment, { commentId: comment.id }, actor);
      case reportCardSubjects.listGroup:
        return h.send(listGroupReportCards, { groupId: group.id, termId: term.id }, actor);
      case reportCardSubjects.save:
        return h.send(saveReportCard, cardFields(), actor);
      case reportCardSubjects.publish:
        return h.send(publishReportCard, { reportCardId: card.id }, actor);
      case reportCardSubjects.listMine: {
        const reply = await h.send(listMyReportCards, {}, actor);
        return reply.ok && !reply.data.reportCards.some((c) => c.id === card.id) ? nothingRead : reply;
      }
      case reportCardSubjects.pdf:
        return h.send(renderReportCard, { reportCardId: card.id }, actor);
      case reportCardBatchSubjects.start:
        return h.send(startReportCardBatch, { termId: term.id, groupId: group.id, language: 'fr' }, actor);
      case reportCardBatchSubjects.get:
        return h.send(getReportCardBatch, { batchId: (await batchOfTeacher()).id }, actor);
      case reportCardBatchSubjects.download:
        return h.send(downloadReportCardBatch, { batchId: (await batchOfTeacher()).id }, actor);
      case reportCardBatchSubjects.csv:
        return h.send(exportReportCardsCsv, { groupId: group.id, termId: term.id, language: 'fr' }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 180_000);

  it('never takes the school from the payload', async () => {
    const smuggled = { ...cardFields(), organizationId: away.organizationId };
    await h.ok(saveReportCard, smuggled as never, home.teacher);
    expect(await h.count(`report_cards WHERE organization_id = $1`, [away.organizationId])).toBe(0);
  });

  // The NATS half: what each service's credentials may do with the reports' subjects (decision 0014).
  it('every NATS user does with the reports’ subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('reports', {
      answers: [reportCardSubjects.pdf],
      privacy: true,
      also: [
        // Maestro IA saves a comment draft the teacher approved, as that teacher (the reports decide).
        { publish: reportCardSubjects.save, by: ['gateway', 'maestro'] },
        { publish: sumTermWork.subject, by: ['reports'] },
        // A report-card zip's later parts: asked by the gateway alone (the download's key).
        { publish: reportCardBatchSubjects.part, by: ['gateway'] },
      ],
    });
    // The reports ask groups and identity as the actor; they change nothing there.
    cells.push(
      ...servicePublishes('reports', {
        allowed: ['groups.access.check', 'identity.profile.lookup'],
        denied: ['groups.group.delete', 'homework.submission.grade'],
      }),
    );
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});

// Issue 29 §4: a group's goals are set and followed by its teachers (and the school's admin), read by its
// students as 'Mes objectifs'. The home school is the demo school, whose gamification policy identity knows.
describe('reports: goals’ authorization matrix (two organisations, every endpoint)', () => {
  const demoHome = {
    organizationId: demoOrganization.id,
    admin: { ...actorOf(demoOrganization.id, 'admin'), userId: demoAccountId('admin@demo.crescendo.ca') },
    teacher: actorOf(demoOrganization.id, 'teacher'),
    otherTeacher: actorOf(demoOrganization.id, 'teacher'),
    student: actorOf(demoOrganization.id, 'student'),
    otherStudent: actorOf(demoOrganization.id, 'student'),
  };
  const goalActors = matrixActors({ home: demoHome, away: away });
  const goalTable: Record<string, ExpectationRow> = {
    [goalSubjects.create]: groupStaff,
    [goalSubjects.remove]: groupStaff,
    [goalSubjects.listGroup]: groupStaff,
    [goalSubjects.listMine]: theStudent,
  };
  let h: ReportsHarness;
  let group: Group;
  const monday = weekStartOf(dayOf(new Date()));
  const fields = () => ({
    groupId: group.id,
    title: 'Pratiquer 4 jours sur 7',
    daysPerWeek: 4,
    startsOn: monday,
    endsOn: shiftDay(monday, 6),
  });
  beforeAll(async () => {
    h = await startReports({ demo: true });
    group = await h.groupWith(demoHome.teacher, [demoHome.student]);
  }, 180_000);
  afterAll(() => h?.close());

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = goalActors[name] as Actor | null;
    const goal = await h.ok(createGoal, fields(), demoHome.teacher);
    switch (endpoint) {
      case goalSubjects.create:
        return h.send(createGoal, fields(), actor);
      case goalSubjects.remove:
        return h.send(removeGoal, { goalId: goal.id }, actor);
      case goalSubjects.listGroup:
        return h.send(listGroupGoals, { groupId: group.id }, actor);
      case goalSubjects.listMine: {
        // Every cell adds a goal to the group: read every page for this one.
        let reply = await h.send(listMyGoals, { limit: 20 }, actor);
        while (reply.ok && !reply.data.goals.some((g) => g.goal.id === goal.id) && reply.data.nextCursor)
          reply = await h.send(listMyGoals, { limit: 20, cursor: reply.data.nextCursor }, actor);
        return reply.ok && !reply.data.goals.some((g) => g.goal.id === goal.id) ? nothingRead : reply;
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(goalTable), call)).toEqual([]);
  }, 180_000);

  it('lets only the reports ask homework for the days practised, and identity for the policy', async () => {
    const cells = natsCells(natsServices, [
      { publish: listGoalPracticeDays.subject, by: ['reports'] },
      { publish: goalSubjects.create, by: ['gateway'] },
      // A goal's sections: the students' instruments, identity's answer to the reports alone.
      { publish: listStudentInstruments.subject, by: ['reports'] },
    ]);
    cells.push(...servicePublishes('reports', { allowed: ['identity.policy.decide'] }));
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});

// Issue 29 §4, the rest of motivation: a group's concert sprints and badges are its teachers' (and the school's
// admin's), a student reads their own; reflections are written by a student of a group and read by its
// teachers. In the demo school (whose gamification policy identity knows), with the planning beside.
describe('reports: sprints’, badges’ and reflections’ authorization matrix (two organisations)', () => {
  const demoHome = {
    organizationId: demoOrganization.id,
    admin: { ...actorOf(demoOrganization.id, 'admin'), userId: demoAccountId('admin@demo.crescendo.ca') },
    teacher: actorOf(demoOrganization.id, 'teacher'),
    otherTeacher: actorOf(demoOrganization.id, 'teacher'),
    student: actorOf(demoOrganization.id, 'student'),
    otherStudent: actorOf(demoOrganization.id, 'student'),
  };
  const motivationActors = matrixActors({ home: demoHome, away: away });
  const motivationTable: Record<string, ExpectationRow> = {
    [sprintSubjects.events]: groupStaff,
    [sprintSubjects.create]: groupStaff,
    [sprintSubjects.end]: groupStaff,
    [sprintSubjects.listGroup]: groupStaff,
    [sprintSubjects.listMine]: theStudent,
    [badgeSubjects.grant]: groupStaff,
    [badgeSubjects.remove]: groupStaff,
    [badgeSubjects.listGroup]: groupStaff,
    [badgeSubjects.listMine]: theStudent,
    [reflectionSubjects.save]: theStudent,
    [reflectionSubjects.listGroup]: groupStaff,
    [reflectionSubjects.status]: theStudent,
  };
  let h: ReportsHarness;
  let group: Group;
  let occurrenceId: string;
  const today = dayOf(new Date());
  beforeAll(async () => {
    h = await startReports({ demo: true, planning: true });
    group = await h.groupWith(demoHome.teacher, [demoHome.student]);
    const concert = await h.ok(
      addEvent,
      {
        title: 'Concert du printemps',
        type: 'concert',
        day: shiftDay(today, 7),
        startTime: '19:00',
        endTime: '20:30',
        groupIds: [group.id],
      },
      demoHome.teacher,
    );
    const { events } = await h.ok(listSprintEvents, { groupId: group.id }, demoHome.teacher);
    occurrenceId = events.find((event) => event.eventId === concert.id)!.occurrenceId;
  }, 240_000);
  afterAll(() => h?.close());

  const sprintFields = () => ({
    groupId: group.id,
    title: 'Défi du printemps',
    occurrenceId,
    daysPerWeek: 4,
  });
  const badgeFields = () => ({
    groupId: group.id,
    studentId: demoHome.student.userId,
    kind: 'scale' as const,
  });

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = motivationActors[name] as Actor | null;
    switch (endpoint) {
      case sprintSubjects.events:
        return h.send(listSprintEvents, { groupId: group.id }, actor);
      case sprintSubjects.create:
        return h.send(createSprint, sprintFields(), actor);
      case sprintSubjects.end: {
        const sprint = await h.ok(createSprint, sprintFields(), demoHome.teacher);
        return h.send(endSprint, { sprintId: sprint.id }, actor);
      }
      case sprintSubjects.listGroup:
        return h.send(listGroupSprints, { groupId: group.id }, actor);
      case sprintSubjects.listMine: {
        const sprint = await h.ok(createSprint, sprintFields(), demoHome.teacher);
        const reply = await h.send(listMySprints, { limit: 20 }, actor);
        const seen = reply.ok && reply.data.sprints.some((s) => s.sprint.id === sprint.id);
        await h.ok(endSprint, { sprintId: sprint.id }, demoHome.teacher);
        return reply.ok && !seen ? nothingRead : reply;
      }
      case badgeSubjects.grant:
        return h.send(grantBadge, badgeFields(), actor);
      case badgeSubjects.remove: {
        const badge = await h.ok(grantBadge, badgeFields(), demoHome.teacher);
        return h.send(removeBadge, { badgeId: badge.id }, actor);
      }
      case badgeSubjects.listGroup:
        return h.send(listGroupBadges, { groupId: group.id }, actor);
      case badgeSubjects.listMine: {
        const badge = await h.ok(grantBadge, badgeFields(), demoHome.teacher);
        const reply = await h.send(listMyBadges, { limit: 100 }, actor);
        return reply.ok && !reply.data.badges.some((b) => b.id === badge.id) ? nothingRead : reply;
      }
      case reflectionSubjects.save: {
        const report = await h.ok(
          createPracticeReport,
          { practiceDate: today, duration: 20, location: 'home', content: 'Gammes', nextGoals: 'Tempo' },
          demoHome.student,
        );
        return h.send(saveReflection, { reportId: report.id, goal: `Objectif de ${name}` }, actor);
      }
      case reflectionSubjects.listGroup: {
        const report = await h.ok(
          createPracticeReport,
          { practiceDate: today, duration: 20, location: 'home', content: 'Gammes', nextGoals: 'Tempo' },
          demoHome.student,
        );
        await h.ok(saveReflection, { reportId: report.id, goal: 'Tempo à 96' }, demoHome.student);
        const reports = [{ reportId: report.id, studentId: demoHome.student.userId }];
        const reply = await h.send(listGroupReflections, { groupId: group.id, reports }, actor);
        return reply.ok && reply.data.reflections.length === 0 ? nothingRead : reply;
      }
      case reflectionSubjects.status: {
        const reply = await h.send(motivationStatus, {}, actor);
        return reply.ok && !reply.data.enabled ? nothingRead : reply;
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(motivationTable), call)).toEqual([]);
  }, 240_000);

  it('lets the reports ask the planning for a group’s events, and nothing more of it', async () => {
    const cells = [
      ...servicePublishes('reports', {
        allowed: [listOccurrences.subject],
        denied: ['planning.event.create'],
      }),
      ...natsCells(natsServices, [{ publish: badgeSubjects.grant, by: ['gateway'] }]),
    ];
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
