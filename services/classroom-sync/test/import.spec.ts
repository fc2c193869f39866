import { jetstreamManager } from '@nats-io/jetstream';
import {
  classroomImportProgressLive,
  getClassroomImport,
  liveSubject,
  liveTopic,
  listClassroomCourses,
  listGroups,
  lookupProfiles,
  startClassroomImport,
  type ClassroomImport,
} from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import { LIVE_STREAM, prefixSubject, streamName } from '@crescendo/service-kit';
import { eventually, serviceEnv } from '@crescendo/testing';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';
import { roster, thisSchoolYear } from './course-fixtures.js';

const marie = 'marie.lefebvre@ecole.test';
const adminGoogle = 'direction@ecole.test';
const now = new Date();

describe('importing Classroom courses as groups (issue 11.3, spec §4)', () => {
  let h: ClassroomHarness;
  let ids: { harmonie: string; cordes: string; jazz: string };

  beforeAll(async () => {
    h = await startClassroom({
      accounts: [
        {
          email: marie,
          givenName: 'Marie',
          familyName: 'Lefebvre',
          courses: [
            // 35 students: two roster pages at Google's default page size (30).
            {
              name: 'MUS212 — Harmonie',
              description: 'Vents',
              creationTime: thisSchoolYear(2),
              students: roster(35, 'harmonie'),
            },
            {
              name: 'MUS312 — Cordes',
              creationTime: thisSchoolYear(3),
              students: [
                // An existing student of the organisation, a teacher's address (left out), a new student.
                { email: 'eleve@demo.crescendo.ca', givenName: 'Élève', familyName: 'Démo' },
                { email: 'prof@demo.crescendo.ca', givenName: 'Prof', familyName: 'Démo' },
                { email: 'nouvelle@ecole.test', givenName: 'Nouvelle', familyName: 'Élève' },
              ],
            },
            { name: 'MUS413 — Jazz', creationTime: thisSchoolYear(4), students: roster(3, 'jazz') },
            { name: 'MUS316 — Chorale', courseState: 'ARCHIVED', creationTime: thisSchoolYear(5) },
            { name: 'MUS512 — Ancien', creationTime: '2019-09-05T13:00:00Z' },
          ],
        },
        {
          email: adminGoogle,
          givenName: 'Alice',
          familyName: 'Tremblay',
          courses: [
            { name: 'MUS101 — Éveil', creationTime: thisSchoolYear(6), students: roster(2, 'eveil') },
          ],
        },
      ],
      workers: 2,
    });
    await h.connectGoogle(people.teacher, marie);
    const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
    const id = (prefix: string) => courses.find((c) => c.name.startsWith(prefix))!.id;
    ids = { harmonie: id('MUS212'), cordes: id('MUS312'), jazz: id('MUS413') };
  }, 90_000);
  afterAll(() => h?.close());
  afterEach(() => {
    h.google.control.clearFailures();
    h.google.control.clearQuota();
  });

  async function finished(started: ClassroomImport, who = people.teacher): Promise<ClassroomImport> {
    return eventually(
      () => h.ok(getClassroomImport, { importId: started.id }, who),
      (progress) => progress.finished,
      30_000,
    );
  }

  it('offers only the ACTIVE courses of the current or next school year', async () => {
    const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
    expect(courses.map((c) => c.name).sort()).toEqual([
      'MUS212 — Harmonie',
      'MUS312 — Cordes',
      'MUS413 — Jazz',
    ]);
    expect(courses.every((c) => !c.imported && c.courseState === 'ACTIVE')).toBe(true);
  });

  it('refuses an import without a course, with the spec’s message', async () => {
    const reply = await h.send(startClassroomImport, { courseIds: [] }, people.teacher);
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.courseIds': 'Veuillez sélectionner au moins un groupe à importer.' },
        fieldMessages: { 'payload.courseIds': { key: 'classroom.selectAtLeastOne' } },
      },
    });
    const unknown = await h.send(startClassroomImport, { courseIds: ['999'] }, people.teacher);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('imports each course as a group of the teacher: every roster page, students matched or created and told', async () => {
    h.google.control.clearRequests();
    const started = await h.ok(
      startClassroomImport,
      { courseIds: [ids.harmonie, ids.cordes] },
      people.teacher,
    );
    expect(started).toMatchObject({ total: 2, finished: false });
    const done = await finished(started);
    expect(done).toMatchObject({ total: 2, processed: 2, created: 2, updated: 0, failed: 0 });

    // Both pages of the 35-student roster were read.
    expect(h.google.control.requests({ path: `/v1/courses/${ids.harmonie}/students` })).toHaveLength(2);

    const { groups } = await h.ok(listGroups, { includeArchived: false }, people.teacher);
    const harmonie = groups.find((g) => g.externalId === ids.harmonie)!;
    const cordes = groups.find((g) => g.externalId === ids.cordes)!;
    expect(harmonie).toMatchObject({
      name: 'MUS212 — Harmonie',
      description: 'Vents',
      source: 'google-classroom',
      teacherId: people.teacher.userId,
      studentCount: 35,
      schoolYear: schoolYearOf(now),
      importedAt: expect.any(String),
    });
    // The demo student is matched by e-mail; the teacher's address is left out; the new one is created.
    expect(cordes.studentCount).toBe(2);
    expect(cordes.studentIds).toContain(people.student.userId);
    const { profiles } = await h.ok(lookupProfiles, { userIds: cordes.studentIds }, people.teacher);
    expect(profiles.map((p) => [p.email, p.role]).sort()).toEqual([
      ['eleve@demo.crescendo.ca', 'student'],
      ['nouvelle@ecole.test', 'student'],
    ]);
    const welcome = await h.mail.waitFor('nouvelle@ecole.test');
    expect(welcome.subject).toBe('Votre compte Crescendo est prêt');
    expect(welcome.text).toContain('Continuer avec Google');
    expect(h.mail.mails().some((m) => m.to.includes('eleve@demo.crescendo.ca'))).toBe(false);

    const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
    expect(
      courses
        .filter((c) => c.imported)
        .map((c) => c.id)
        .sort(),
    ).toEqual([ids.harmonie, ids.cordes].sort());
  });

  /** What the live channel holds for a user's topic: the `{ name, data }` of each event, oldest first. */
  async function liveEvents(userId: string): Promise<Array<{ name: string; data: ClassroomImport }>> {
    const operator = await h.nats.connectAs('operator');
    try {
      const jsm = await jetstreamManager(operator);
      const prefix = serviceEnv().NATS_PREFIX!;
      const stream = streamName(prefix, LIVE_STREAM);
      const subject = prefixSubject(prefix, liveSubject(liveTopic('user', userId)));
      const found: Array<{ name: string; data: ClassroomImport }> = [];
      for (let seq = 1; ;) {
        const message = await jsm.streams
          .getMessage(stream, { seq, next_by_subj: subject } as never)
          .catch(() => null);
        if (!message) return found;
        found.push(message.json<{ data: { name: string; data: ClassroomImport } }>().data);
        seq = message.seq + 1;
      }
    } finally {
      await operator.close();
    }
  }

  it('pushes each step of an import to the live topic of who started it, the last one with the counts', async () => {
    const started = await h.ok(startClassroomImport, { courseIds: [ids.harmonie] }, people.teacher);
    await finished(started);
    const pushed = await eventually(
      async () =>
        (await liveEvents(people.teacher.userId)).filter(
          (event) => event.name === classroomImportProgressLive.name && event.data.id === started.id,
        ),
      (events) => events.some((event) => event.data.finished),
      15_000,
    );
    expect(pushed[0]!.data).toMatchObject({ total: 1, processed: 0, finished: false });
    expect(pushed.at(-1)!.data).toMatchObject({
      total: 1,
      processed: 1,
      updated: 1,
      failed: 0,
      finished: true,
    });
    expect(pushed.map((event) => event.data.courses[0]!.status)).toEqual(
      expect.arrayContaining(['queued', 'running', 'updated']),
    );
  });

  it('updates the same groups on a re-import: students replaced, nothing duplicated', async () => {
    const before = (await h.ok(listGroups, { includeArchived: false }, people.teacher)).groups;
    h.google.control.removeStudents(ids.harmonie, ['harmonie1@ecole.test', 'harmonie2@ecole.test']);
    h.google.control.addStudents(ids.harmonie, [
      { email: 'arrivee@ecole.test', givenName: 'Arrivée', familyName: 'Récente' },
    ]);
    const done = await finished(
      await h.ok(startClassroomImport, { courseIds: [ids.harmonie, ids.cordes] }, people.teacher),
    );
    expect(done).toMatchObject({ processed: 2, created: 0, updated: 2, failed: 0 });
    const after = (await h.ok(listGroups, { includeArchived: false }, people.teacher)).groups;
    expect(after.map((g) => g.id).sort()).toEqual(before.map((g) => g.id).sort());
    const harmonie = after.find((g) => g.externalId === ids.harmonie)!;
    expect(harmonie.studentCount).toBe(34);
  });

  it('counts a failing course as failed without stopping the others', async () => {
    h.google.control.injectFailure({ path: `/v1/courses/${ids.jazz}/students`, status: 403, times: 100 });
    const done = await finished(
      await h.ok(startClassroomImport, { courseIds: [ids.jazz, ids.cordes] }, people.teacher),
    );
    expect(done).toMatchObject({ processed: 2, updated: 1, failed: 1 });
    expect(done.courses.find((c) => c.courseId === ids.jazz)).toMatchObject({
      status: 'failed',
      errorKey: 'classroom.googlePermissions',
    });
  });

  it('tries 429 and 5xx again with backoff, and a lost connection', async () => {
    h.google.control.injectFailure({ path: `/v1/courses/${ids.jazz}/students`, status: 503, times: 2 });
    h.google.control.injectFailure({ path: `/v1/courses/${ids.jazz}/students`, status: 429, times: 1 });
    h.google.control.injectFailure({ path: `/v1/courses/${ids.jazz}/students`, drop: true, times: 1 });
    h.google.control.clearRequests();
    const done = await finished(await h.ok(startClassroomImport, { courseIds: [ids.jazz] }, people.teacher));
    expect(done).toMatchObject({ processed: 1, created: 1, failed: 0 });
    expect(
      h.google.control.requests({ path: `/v1/courses/${ids.jazz}/students` }).map((r) => r.status),
    ).toEqual([503, 503, 429, 0, 200]);
  });

  it('lets an admin import for a teacher of the organisation, with the admin’s own Google account', async () => {
    await h.connectGoogle(people.admin, adminGoogle);
    const { courses } = await h.ok(listClassroomCourses, { teacherId: people.teacher.userId }, people.admin);
    const eveil = courses.find((c) => c.name === 'MUS101 — Éveil')!;
    const done = await finished(
      await h.ok(
        startClassroomImport,
        { courseIds: [eveil.id], teacherId: people.teacher.userId },
        people.admin,
      ),
      people.admin,
    );
    expect(done).toMatchObject({ teacherId: people.teacher.userId, failed: 0 });
    const { groups } = await h.ok(listGroups, { includeArchived: false }, people.teacher);
    expect(groups.find((g) => g.externalId === eveil.id)).toMatchObject({ teacherId: people.teacher.userId });
    // The teacher sees the import of their groups too.
    expect((await h.send(getClassroomImport, { importId: done.id }, people.teacher)).ok).toBe(true);
  });

  it('keeps a teacher to their own groups, and a student out', async () => {
    expect(
      await h.send(
        startClassroomImport,
        { courseIds: [ids.jazz], teacherId: people.admin.userId },
        people.teacher,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', messageKey: 'classroom.adminImportsForTeacher' },
    });
    expect(await h.send(startClassroomImport, { courseIds: [ids.jazz] }, people.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(listClassroomCourses, {}, people.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
