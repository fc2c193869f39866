import {
  createAssignment,
  createPracticeReport,
  deleteAssignment,
  dismissReportFlags,
  getAssignment,
  getPracticeSummary,
  gradeSubmission,
  homeworkSubjects,
  listPracticeReports,
  submitAssignment,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import {
  allow,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  twoOrganizationsMatrix,
} from '@crescendo/testing';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

const { home, away, actors, nobody, groupStaff, groupMembers, theStudent } = twoOrganizationsMatrix();
const today = dayOf(new Date());
const entry = {
  practiceDate: today,
  duration: 25,
  location: 'school' as const,
  content: 'Lecture à vue',
  nextGoals: 'Respirations',
};

/** Any student writes their own voluntary report; staff may not write one for them. */
const anyStudent = allow(nobody, 'home student (member)', 'home student (not a member)', 'away student');

// The group's staff (its teacher and the organisation's admins); its members, its staff and the student.
const table = {
  [homeworkSubjects.createAssignment]: groupStaff,
  [homeworkSubjects.getAssignment]: groupMembers,
  [homeworkSubjects.deleteAssignment]: groupStaff,
  [homeworkSubjects.submit]: theStudent,
  [homeworkSubjects.grade]: groupStaff,
  [homeworkSubjects.createReport]: anyStudent,
  [homeworkSubjects.dismissFlags]: groupStaff,
  // Reading one student's reports: the student, their teacher, the admins.
  [homeworkSubjects.listReports]: groupMembers,
  // A group's summary over a period: its staff.
  [homeworkSubjects.summary]: groupStaff,
};

describe('homework: authorization matrix (two organisations, every endpoint)', () => {
  let h: HomeworkHarness;
  beforeAll(async () => {
    h = await startHomework();
  }, 90_000);
  afterAll(() => h?.close());

  /** A fresh group, assignment, submission and report per cell, so an allowed change never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const group = await h.groupWith(home.teacher, [home.student]);
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: group.id,
        title: 'Gammes',
        description: 'Do majeur',
        dueDate: shiftDay(today, 3),
        dueTime: '16:00',
      },
      home.teacher,
    );
    const assignmentId = assignment.id;
    switch (endpoint) {
      case homeworkSubjects.createAssignment:
        return h.send(
          createAssignment,
          { groupId: group.id, title: 'T', description: 'D', dueDate: today, dueTime: '12:00' },
          actor,
        );
      case homeworkSubjects.getAssignment:
        return h.send(getAssignment, { assignmentId }, actor);
      case homeworkSubjects.deleteAssignment:
        return h.send(deleteAssignment, { assignmentId }, actor);
      case homeworkSubjects.submit:
        return h.send(submitAssignment, { assignmentId, ...entry }, actor);
      case homeworkSubjects.grade: {
        const submission = await h.ok(submitAssignment, { assignmentId, ...entry }, home.student);
        return h.send(gradeSubmission, { submissionId: submission.id, grade: 90 }, actor);
      }
      case homeworkSubjects.createReport:
        return h.send(createPracticeReport, entry, actor);
      case homeworkSubjects.dismissFlags: {
        const report = await h.ok(createPracticeReport, entry, home.student);
        return h.send(dismissReportFlags, { reportId: report.id }, actor);
      }
      case homeworkSubjects.listReports: {
        const reply = await h.send(listPracticeReports, { studentId: home.student.userId }, actor);
        // A student asking for a student id reads only their own: "allowed" means they got theirs.
        if (reply.ok && actor?.roles.includes('student') && actor.userId !== home.student.userId)
          return { ok: false, error: { code: 'FORBIDDEN', message: 'not theirs' } };
        if (reply.ok && (reply.data as { reports: unknown[] }).reports.length === 0) return nothingRead;
        return reply;
      }
      case homeworkSubjects.summary: {
        const reply = await h.send(
          getPracticeSummary,
          { groupId: group.id, from: shiftDay(today, -30), to: today },
          actor,
        );
        // "allowed" means the group's numbers were read: its student, with the report made beforehand.
        if (reply.ok && reply.data.students[0]?.reports === 0) return nothingRead;
        return reply;
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    await h.ok(createPracticeReport, entry, home.student); // something for the readers to read
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  });

  it('never takes the organisation from the payload', async () => {
    const smuggled = { ...entry, organizationId: home.organizationId } as typeof entry;
    const report = await h.ok(createPracticeReport, smuggled, away.student);
    expect(report.organizationId).toBe(away.organizationId);
  });

  // The NATS half: what each service's credentials may do with homework's subjects (decision 0014).
  it('every NATS user does with homework’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('homework', {
      users: ['gateway', 'identity', 'groups', 'homework'],
      // The summary is the gateway's to ask (`calls: ['homework']`), homework's to serve.
      gatewayPublishes: [homeworkSubjects.createAssignment, homeworkSubjects.summary],
      answers: [homeworkSubjects.summary, homeworkSubjects.listReports],
      privacy: true,
      also: [
        { publish: 'evt.homework.report.created', body: {}, by: ['homework'] },
        // Homework asks groups who is in a group; it never changes a group.
        { publish: 'groups.group.delete', by: ['gateway'] },
      ],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
