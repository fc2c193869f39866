import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  approveRosterChange,
  calendarPublishingSubjects,
  classroomPushSubjects,
  classroomSubjects,
  createAssignment,
  disconnectGoogle,
  getClassroomImport,
  getGoogleConnection,
  listClassroomCourses,
  listGroups,
  getCalendarPublication,
  getRosterSync,
  publishCalendar,
  pushCourseWork,
  rejectRosterChange,
  rosterResyncSubjects,
  startClassroomImport,
  startRosterResync,
  startGoogleConnection,
  stopCalendarPublication,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import { dayOf, schoolYearOf, shiftDay } from '@crescendo/domain';
import { demoOrganization } from '@crescendo/domain/demo';
import type { AccountSeed } from '@crescendo/fake-google';
import { bullPrefix } from '@crescendo/service-kit/jobs';
import {
  actorOf,
  allow,
  eventually,
  everyActor,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  newTenant,
  serviceEnv,
  serviceNatsCells,
  type ExpectationRow,
} from '@crescendo/testing';
import { rosterResyncQueueName } from '../src/resync/roster-resync-queue.js';
import { browserBinding, people, startClassroom, type ClassroomHarness } from './classroom-harness.js';

// `home` is the demo organisation (identity knows its people: an admin imports for its teacher); `away` is
// another organisation, whose actors identity has never seen.
const away = newTenant();
const actors: Record<string, Actor | null> = {
  'home admin': people.admin,
  'home teacher (owner)': people.teacher,
  'home teacher (another)': actorOf(demoOrganization.id, 'teacher'),
  'home student': people.student,
  'away admin': away.admin,
  'away teacher': away.teacher,
  'away student': away.student,
  'signed out': null,
};
const googleOf: Record<string, string> = {
  'home admin': 'admin-home@ecole.test',
  'home teacher (owner)': 'prof-home@ecole.test',
  'home teacher (another)': 'autre-home@ecole.test',
  'away admin': 'admin-away@ecole.test',
  'away teacher': 'prof-away@ecole.test',
};
const start = Number(schoolYearOf(new Date()).slice(0, 4));
const accounts: AccountSeed[] = Object.entries(googleOf).map(([name, email]) => ({
  email,
  givenName: name,
  familyName: 'Matrice',
  courses: [
    {
      name: `MUS100 — ${name}`,
      creationTime: new Date(Math.min(Date.UTC(start, 8, 3, 13), Date.now() - 60_000)).toISOString(),
      students: [{ email: `eleve-${randomUUID().slice(0, 6)}@ecole.test`, givenName: 'É', familyName: 'M' }],
    },
  ],
}));

const nobody = everyActor(actors, 'denied');
/** Every teacher and admin of any organisation, for what is their own (their Google connection, their courses). */
const anyStaff = allow(
  nobody,
  'home admin',
  'home teacher (owner)',
  'home teacher (another)',
  'away admin',
  'away teacher',
);
/** For the home teacher's groups: themself, and the admins of their organisation. */
const forTheTeacher = allow(nobody, 'home admin', 'home teacher (owner)');

const forTeacher = (subject: string) => `${subject} (for the home teacher)`;
const table = {
  [classroomSubjects.connectionGet]: anyStaff,
  [classroomSubjects.connectionStart]: anyStaff,
  [classroomSubjects.connectionDelete]: anyStaff,
  [classroomSubjects.courseList]: anyStaff,
  [classroomSubjects.importStart]: anyStaff,
  [forTeacher(classroomSubjects.courseList)]: forTheTeacher,
  [forTeacher(classroomSubjects.importStart)]: forTheTeacher,
  // An import of the home teacher's groups, started by them: they and their organisation's admins read it.
  [classroomSubjects.importGet]: forTheTeacher,
  // Coursework push (decision 0035): an assignment of the home teacher's group linked to a course the
  // actor's Google account teaches (the admin's own course, imported for the teacher).
  [classroomPushSubjects.courseWorkPush]: forTheTeacher,
  ...rosterResyncTable(),
  // 'Publier dans Google Agenda' (issue 28 §7): the teachers of the group (its admins teach it too), into their
  // own Google account; a teacher of another group, a student and another school refused.
  [calendarPublishingSubjects.get]: forTheTeacher,
  [calendarPublishingSubjects.publish]: forTheTeacher,
  [calendarPublishingSubjects.stop]: forTheTeacher,
};

/** Roster re-sync (issue 11.5b): the home teacher's imported group; they and their organisation's admins decide. */
function rosterResyncTable(): Record<string, ExpectationRow> {
  return {
    [rosterResyncSubjects.get]: forTheTeacher,
    [rosterResyncSubjects.start]: forTheTeacher,
    [rosterResyncSubjects.approve]: forTheTeacher,
    [rosterResyncSubjects.reject]: forTheTeacher,
  };
}

describe('classroom-sync: authorization matrix (two organisations, every endpoint)', () => {
  let h: ClassroomHarness;
  let theirImport: string;
  /** The home teacher's groups linked to the teacher's own course and to the admin's. */
  let linkedGroup: { teacher: string; admin: string };
  let connection: Redis;
  let resyncs: Queue;

  beforeAll(async () => {
    h = await startClassroom({ accounts, homework: true });
    connection = new Redis(h.redis.url, { maxRetriesPerRequest: null });
    resyncs = new Queue(rosterResyncQueueName, { connection, prefix: bullPrefix(h.redis.prefix) });
    const { courses } = await h.ok(listClassroomCourses, {}, await connected('home teacher (owner)'));
    theirImport = (await h.ok(startClassroomImport, { courseIds: [courses[0]!.id] }, people.teacher)).id;
    const adminCourses = await h.ok(listClassroomCourses, {}, await connected('home admin'));
    const forThem = await h.ok(
      startClassroomImport,
      { courseIds: [adminCourses.courses[0]!.id], teacherId: people.teacher.userId },
      people.admin,
    );
    for (const importId of [theirImport, forThem.id])
      await eventually(
        () => h.ok(getClassroomImport, { importId }, people.teacher),
        (progress) => progress.finished,
        30_000,
      );
    const { groups } = await h.ok(listGroups, {}, people.teacher);
    linkedGroup = {
      teacher: groups.find((g) => g.externalId === courses[0]!.id)!.id,
      admin: groups.find((g) => g.externalId === adminCourses.courses[0]!.id)!.id,
    };
  }, 120_000);
  afterAll(async () => {
    await resyncs?.close();
    connection?.disconnect();
    await h?.close();
  });

  /** The actor, with their Google account connected when they have one (a cell may have disconnected it). */
  async function connected(name: string): Promise<Actor | null> {
    const actor = actors[name] ?? null;
    if (actor && googleOf[name] && !(await h.ok(getGoogleConnection, {}, actor)).connected) {
      await h.connectGoogle(actor, googleOf[name]);
    }
    return actor;
  }

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = await connected(name);
    const own = async () => (await h.ok(listClassroomCourses, {}, actor!)).courses.map((c) => c.id);
    switch (endpoint) {
      case classroomSubjects.connectionGet:
        return h.send(getGoogleConnection, {}, actor);
      case classroomSubjects.connectionStart:
        return h.send(startGoogleConnection, browserBinding().start, actor);
      case classroomSubjects.connectionDelete:
        return h.send(disconnectGoogle, {}, actor);
      case classroomSubjects.courseList:
        return h.send(listClassroomCourses, {}, actor);
      case forTeacher(classroomSubjects.courseList):
        return h.send(listClassroomCourses, { teacherId: people.teacher.userId }, actor);
      case classroomSubjects.importStart:
        return h.send(startClassroomImport, { courseIds: googleOf[name] ? await own() : ['1'] }, actor);
      case forTeacher(classroomSubjects.importStart):
        return h.send(
          startClassroomImport,
          { courseIds: googleOf[name] ? await own() : ['1'], teacherId: people.teacher.userId },
          actor,
        );
      case classroomSubjects.importGet:
        return h.send(getClassroomImport, { importId: theirImport }, actor);
      case classroomPushSubjects.courseWorkPush: {
        const groupId = name === 'home admin' ? linkedGroup.admin : linkedGroup.teacher;
        const assignment = await h.ok(
          createAssignment,
          {
            groupId,
            title: `Devoir de la matrice (${name})`,
            description: 'Gammes',
            dueDate: shiftDay(dayOf(new Date()), 7),
            dueTime: '17:00',
          },
          people.teacher,
        );
        return h.send(pushCourseWork, { assignmentId: assignment.id }, actor);
      }
      case calendarPublishingSubjects.get:
        return h.send(getCalendarPublication, { groupId: linkedGroup.teacher }, actor);
      case calendarPublishingSubjects.publish:
        return h.send(publishCalendar, { groupId: linkedGroup.teacher }, actor);
      case calendarPublishingSubjects.stop:
        return h.send(stopCalendarPublication, { groupId: linkedGroup.teacher }, actor);
      case rosterResyncSubjects.get:
      case rosterResyncSubjects.start:
      case rosterResyncSubjects.approve:
      case rosterResyncSubjects.reject:
        return callRosterResync(endpoint, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  /** A change waits before each call that decides on one, so that an allowed actor finds it. */
  async function callRosterResync(endpoint: string, actor: Actor | null): Promise<Reply<unknown>> {
    const groupId = linkedGroup.teacher;
    if (endpoint === rosterResyncSubjects.approve || endpoint === rosterResyncSubjects.reject) {
      // A re-sync an earlier cell started would find the roster unchanged and clear the change set here.
      // (The schedule's next sweep is a delayed job: not counted.)
      await eventually(
        () => resyncs.getJobCounts('waiting', 'active', 'prioritized'),
        (counts) => Object.values(counts).every((count) => count === 0),
        30_000,
      );
      await h.query(
        `INSERT INTO roster_changes (group_id, organization_id, joins, leaves, student_count, fingerprint)
         VALUES ($1, $2, '[]', '[]', 1, 'matrix') ON CONFLICT (group_id) DO NOTHING`,
        [groupId, demoOrganization.id],
      );
    }
    if (endpoint === rosterResyncSubjects.get) return h.send(getRosterSync, { groupId }, actor);
    if (endpoint === rosterResyncSubjects.start) return h.send(startRosterResync, { groupId }, actor);
    if (endpoint === rosterResyncSubjects.approve) return h.send(approveRosterChange, { groupId }, actor);
    return h.send(rejectRosterChange, { groupId }, actor);
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  });

  it('never takes the organisation from the payload', async () => {
    const actor = await connected('away teacher');
    const { courses } = await h.ok(listClassroomCourses, {}, actor!);
    const smuggled = { courseIds: [courses[0]!.id], organizationId: demoOrganization.id } as {
      courseIds: string[];
    };
    const started = await h.ok(startClassroomImport, smuggled, actor!);
    expect((await h.send(getClassroomImport, { importId: started.id }, people.admin)).ok).toBe(false);
    expect((await h.send(getClassroomImport, { importId: started.id }, away.admin)).ok).toBe(true);
  });

  // The NATS half (decision 0014): who may send classroom-sync's requests, and what classroom-sync may send.
  it('every NATS user does with classroom-sync’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('classroom-sync', {
      users: ['gateway', 'identity', 'groups', 'homework', 'classroom-sync'],
      gatewayPublishes: [
        classroomSubjects.importStart,
        classroomSubjects.oauthComplete,
        // Coursework push (decision 0035) and roster re-sync (issue 11.5b): the browser's, through the gateway.
        classroomPushSubjects.courseWorkPush,
        rosterResyncSubjects.approve,
      ],
      answers: [classroomSubjects.importStart, rosterResyncSubjects.start],
      privacy: true,
      also: [
        // Imports write groups and students through their owners' system requests: classroom-sync's alone,
        // not even the gateway's (which may call every other request of groups and identity).
        { publish: 'groups.classroom.upsert', by: ['classroom-sync'] },
        { publish: 'identity.student.ensure', by: ['classroom-sync'] },
        // groups: whether a co-teacher is staff of the school (decision 0045).
        { publish: 'identity.profile.lookup', by: ['gateway', 'classroom-sync', 'groups'] },
        // Grade passback (decision 0035): classroom-sync reads the assignment (homework) and its group (groups)
        // as the actor. Identity asks groups too: a group's own settings are written by whoever manages it
        // (decision 0057).
        { publish: 'homework.assignment.get', by: ['gateway', 'classroom-sync'] },
        { publish: 'groups.access.check', by: ['gateway', 'classroom-sync', 'homework', 'identity'] },
        { publish: 'groups.group.get', by: ['gateway'] },
        // The group a re-sync compares the roster with is read by classroom-sync's system request alone.
        { publish: 'groups.classroom.get', by: ['classroom-sync'] },
        // An import's progress goes to the users' live topics: classroom-sync publishes there, not identity,
        // groups, homework, nor the gateway (which only delivers).
        { publish: `live.user.${people.teacher.userId}`, body: {}, by: ['classroom-sync'] },
        // 'Publier dans Google Agenda' reads the group's events of the planning as the teacher (issue 28 §7).
        { publish: 'planning.group-event.list', by: ['gateway', 'classroom-sync'] },
        // classroom-sync never deletes a group.
        { publish: 'groups.group.delete', by: ['gateway'] },
      ],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
