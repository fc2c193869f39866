import {
  approveCommentDraft,
  approveDraft,
  createCommentDrafts,
  createLessonIdeas,
  discardLessonIdeas,
  keepLessonIdeas,
  listLessonIdeas,
  maestroLessonSubjects,
  createAssignment,
  createPracticePlan,
  discardPracticePlan,
  keepPracticePlan,
  listGroupPracticePlans,
  listMyPracticePlans,
  maestroPracticePlanSubjects,
  setStudentGuardian,
  discardCommentDraft,
  listCommentDrafts,
  listTerms,
  maestroCommentSubjects,
  createBilan,
  editDraft,
  getDraft,
  getMaestroStatus,
  maestroSubjects,
  setPolicy,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import { dayOf, schoolYearOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoActor, demoGroups } from '@crescendo/domain/demo';
import {
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  matrixExpectations,
  allow,
  newTenant,
  serviceEnv,
  serviceNatsCells,
  servicePublishes,
  type ExpectationRow,
} from '@crescendo/testing';
import { startMaestro, type MaestroHarness } from './maestro-harness.js';

// Issue 30: the school's staff read the status; a teacher of the group (or an admin of the school) asks for a
// student's bilan and reads, edits and approves its draft, the group's report-card comment drafts (asks,
// lists, approves, discards) and its lesson ideas (asks, lists, keeps, discards), and keeps or discards its
// students' practice plans; a student (aged 14 or more here) asks a plan from their own assignment and lists
// their own; other schools never. The demo school
// (real names in identity, groups in groups, practice in homework) is home; a school identity does not know
// is away. Every endpoint × every kind of actor.
const away = newTenant();
const actors: Record<string, Actor | null> = {
  'home admin': demoActor('admin@demo.crescendo.ca', 'admin'),
  'home teacher (owner)': demoActor('prof@demo.crescendo.ca', 'teacher'),
  'home teacher (another group)': demoActor('prof2@demo.crescendo.ca', 'teacher'),
  'home student (member)': demoActor('eleve@demo.crescendo.ca', 'student'),
  'home student (not a member)': demoActor('eleve7@demo.crescendo.ca', 'student'),
  'away admin': away.admin,
  'away teacher': away.teacher,
  'away student': away.student,
  'signed out': null,
};
const owner = actors['home teacher (owner)']!;
// The group's teachers: its teacher and the school's admin (groupStaff); the school's staff read the status.
const { groupStaff, schoolStaff, nobody, theStudent } = matrixExpectations(actors);
/** Every student of the school, for their own list (a school identity does not know has no Maestro IA). */
const homeStudents = allow(nobody, 'home student (member)', 'home student (not a member)');

const table: Record<string, ExpectationRow> = {
  [maestroSubjects.status]: schoolStaff,
  [maestroSubjects.createBilan]: groupStaff,
  [maestroSubjects.getDraft]: groupStaff,
  [maestroSubjects.editDraft]: groupStaff,
  [maestroSubjects.approveDraft]: groupStaff,
  [maestroCommentSubjects.create]: groupStaff,
  [maestroCommentSubjects.list]: groupStaff,
  [maestroCommentSubjects.approve]: groupStaff,
  [maestroCommentSubjects.discard]: groupStaff,
  [maestroLessonSubjects.create]: groupStaff,
  [maestroLessonSubjects.list]: groupStaff,
  [maestroLessonSubjects.keep]: groupStaff,
  [maestroLessonSubjects.discard]: groupStaff,
  [maestroPracticePlanSubjects.create]: theStudent,
  [maestroPracticePlanSubjects.listMine]: homeStudents,
  [maestroPracticePlanSubjects.listGroup]: groupStaff,
  [maestroPracticePlanSubjects.keep]: groupStaff,
  [maestroPracticePlanSubjects.discard]: groupStaff,
};

const comments = { groupId: demoGroups[0]!.id, termId: '', language: 'fr' as const };
const plan = { assignmentId: '', difficulty: 'Le passage rapide.', language: 'fr' as const };
const today = dayOf(new Date());
const bilan = {
  groupId: demoGroups[0]!.id,
  studentId: demoAccountId('eleve@demo.crescendo.ca'),
  from: shiftDay(today, -60),
  to: today,
};

const progressTopicOwner = '00000000-0000-4000-8000-0000000000aa';

describe('maestro: authorization matrix (two organisations, every endpoint)', () => {
  let h: MaestroHarness;
  beforeAll(async () => {
    h = await startMaestro({ withPlanning: true, env: { MAESTRO_DAILY_USER_REQUESTS: '1000' } });
    await h.ok(setPolicy, { key: 'maestro.enabled', value: true }, actors['home admin']!);
    const { terms } = await h.ok(listTerms, { schoolYear: schoolYearOf(new Date()) }, actors['home admin']!);
    comments.termId = terms[0]!.id;
    // The member student is aged 14 or more (no parent's consent needed) and has an assignment of the group.
    const student = actors['home student (member)']!;
    await h.ok(
      setStudentGuardian,
      { studentId: student.userId, ageBand: 'fourteenPlus', parentEmail: null },
      actors['home admin']!,
    );
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: comments.groupId,
        title: 'Étude pour le plan',
        description: 'Mesures 1 à 8.',
        dueDate: shiftDay(today, 7),
        dueTime: '16:00',
        sendToClassroom: false,
      },
      owner,
    );
    plan.assignmentId = assignment.id;
  }, 120_000);
  afterAll(() => h?.close());

  /** A fresh draft of the group's teacher per cell, so an allowed edit or approval never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] ?? null;
    const draft = () => h.ok(createBilan, bilan, owner);
    const commentDraft = async () => (await h.ok(createCommentDrafts, comments, owner)).drafts[0]!;
    const lessonIdeas = () => h.ok(createLessonIdeas, { groupId: comments.groupId, language: 'fr' }, owner);
    const practicePlan = () => h.ok(createPracticePlan, plan, actors['home student (member)']!);
    switch (endpoint) {
      case maestroSubjects.status:
        return h.send(getMaestroStatus, {}, actor);
      case maestroSubjects.createBilan:
        return h.send(createBilan, bilan, actor);
      case maestroSubjects.getDraft:
        return h.send(getDraft, { draftId: (await draft()).id }, actor);
      case maestroSubjects.editDraft: {
        const { id, sentences } = await draft();
        return h.send(editDraft, { draftId: id, sentences: sentences.map(() => 'Texte revu.') }, actor);
      }
      case maestroSubjects.approveDraft:
        return h.send(approveDraft, { draftId: (await draft()).id }, actor);
      case maestroCommentSubjects.create:
        return h.send(createCommentDrafts, comments, actor);
      case maestroCommentSubjects.list:
        return h.send(listCommentDrafts, { groupId: comments.groupId, termId: comments.termId }, actor);
      case maestroCommentSubjects.approve:
        return h.send(approveCommentDraft, { draftId: (await commentDraft()).id }, actor);
      case maestroCommentSubjects.discard:
        return h.send(discardCommentDraft, { draftId: (await commentDraft()).id }, actor);
      case maestroLessonSubjects.create:
        return h.send(createLessonIdeas, { groupId: comments.groupId, language: 'fr' }, actor);
      case maestroLessonSubjects.list:
        return h.send(listLessonIdeas, { groupId: comments.groupId }, actor);
      case maestroLessonSubjects.keep:
        return h.send(keepLessonIdeas, { lessonIdeasId: (await lessonIdeas()).id }, actor);
      case maestroLessonSubjects.discard:
        return h.send(discardLessonIdeas, { lessonIdeasId: (await lessonIdeas()).id }, actor);
      case maestroPracticePlanSubjects.create:
        return h.send(createPracticePlan, plan, actor);
      case maestroPracticePlanSubjects.listMine:
        return h.send(listMyPracticePlans, {}, actor);
      case maestroPracticePlanSubjects.listGroup:
        return h.send(listGroupPracticePlans, { groupId: comments.groupId }, actor);
      case maestroPracticePlanSubjects.keep:
        return h.send(keepPracticePlan, { practicePlanId: (await practicePlan()).id }, actor);
      case maestroPracticePlanSubjects.discard:
        return h.send(discardPracticePlan, { practicePlanId: (await practicePlan()).id }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 180_000);

  // The NATS half: what each service's credentials may do with Maestro's subjects (decision 0014).
  it('every NATS user does with Maestro’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('maestro', {
      gatewayPublishes: [maestroSubjects.createBilan],
      answers: [maestroSubjects.approveDraft],
      privacy: true,
    });
    // Maestro reads as the actor (groups, identity's policy, names and parental consents, homework's records);
    // it writes nothing there.
    cells.push(
      ...servicePublishes('maestro', {
        allowed: [
          'groups.access.check',
          'identity.policy.decide',
          'identity.profile.lookup',
          'homework.report.list',
          'homework.submission.of-student',
          'reports.card.list-group',
          'reports.comment.list',
          'reports.card.save',
          'homework.assignment.list',
          'planning.occurrence.list',
          'identity.privacy.consent.check',
          'homework.assignment.get',
          'identity.names.to-scrub',
        ],
        denied: [
          'planning.event.create',
          'homework.assignment.create',
          'reports.card.publish',
          'reports.comment.create',
          'identity.policy.set',
          'homework.report.create',
          'homework.submission.grade',
          'identity.privacy.guardian.set',
          'identity.privacy.consent.request',
        ],
      }),
      { who: 'gateway', attempt: { publish: 'homework.submission.of-student' }, expected: 'allowed' },
      // The names to scrub are identity's system request Maestro alone sends: not even the gateway, which
      // otherwise calls identity wholesale.
      { who: 'homework', attempt: { publish: 'identity.names.to-scrub' }, expected: 'denied' },
      { who: 'gateway', attempt: { publish: 'identity.names.to-scrub' }, expected: 'denied' },
      // A request's queue position and streamed preview go to the asker's live topic (decision 0068): Maestro
      // publishes there; homework does not, nor the gateway (which only delivers).
      ...(['maestro', 'homework', 'gateway'] as const).map((who) => ({
        who,
        attempt: { publish: `live.user.${progressTopicOwner}`, body: {} },
        expected: who === 'maestro' ? ('allowed' as const) : ('denied' as const),
      })),
    );
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
