import {
  getClassroomImport,
  listClassroomCourses,
  listGroups,
  lookupProfiles,
  startClassroomImport,
  type ClassroomImport,
} from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import type { CourseSeed, StudentSeed } from '@crescendo/fake-google';
import { eventually, OwnRedisServer } from '@crescendo/testing';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';

const start = Number(schoolYearOf(new Date()).slice(0, 4));
const pool: StudentSeed[] = Array.from({ length: 30 }, (_, i) => ({
  email: `chaos${i}@ecole.test`,
  givenName: `Élève${i}`,
  familyName: 'Chaos',
}));
/** 24 courses of 8 students drawn from one pool of 30: most students are in several courses. */
const courses: CourseSeed[] = Array.from({ length: 24 }, (_, i) => ({
  name: `MUS${String(i).padStart(3, '0')} — Chaos`,
  creationTime: new Date(Math.min(Date.UTC(start, 8, 2, 13) + i * 60_000, Date.now() - 60_000)).toISOString(),
  students: Array.from({ length: 8 }, (_, k) => pool[(i * 5 + k) % pool.length]!),
}));

/**
 * Issue 11.8's chaos: the worker killed with SIGKILL in the middle of an import and started again, then the
 * Redis holding the queue restarted empty. PostgreSQL keeps each course's state; BullMQ gives a dead worker's
 * jobs to the next (stalled), the reconciler enqueues again what Redis lost; groups and identity upsert.
 */
describe('an import survives a killed worker and a restarted Redis', () => {
  let h: ClassroomHarness;
  let redis: OwnRedisServer;

  beforeAll(async () => {
    redis = await OwnRedisServer.start();
    h = await startClassroom({
      workerProcess: true,
      redisUrl: redis.url,
      accounts: [{ email: 'chaos@ecole.test', givenName: 'Marie', familyName: 'Chaos', courses }],
      env: { IMPORT_CONCURRENCY: '2' },
    });
    await h.connectGoogle(people.teacher, 'chaos@ecole.test');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  const progress = (id: string) => h.ok(getClassroomImport, { importId: id }, people.teacher);
  const reaches = (id: string, processed: number) =>
    eventually(
      () => progress(id),
      (p) => p.processed >= processed,
      60_000,
    );

  it('completes with 0 duplicated and 0 missing groups and students', async () => {
    // Each Google call takes 150 ms: the import lasts long enough to be interrupted.
    h.google.control.setLatency({ rules: [{ path: '/v1/**', ms: 150 }] });
    const { courses: listed } = await h.ok(listClassroomCourses, {}, people.teacher);
    expect(listed).toHaveLength(24);
    const started = await h.ok(startClassroomImport, { courseIds: listed.map((c) => c.id) }, people.teacher);

    const beforeKill = await reaches(started.id, 3);
    expect(beforeKill.finished).toBe(false);
    await h.worker!.kill();
    await h.startWorker();

    const beforeRedis = await reaches(started.id, 12);
    expect(beforeRedis.finished).toBe(false);
    await redis.restart();

    const done: ClassroomImport = await eventually(
      () => progress(started.id),
      (p) => p.finished,
      90_000,
    );
    expect(done).toMatchObject({ total: 24, processed: 24, failed: 0 });
    // A job the kill cut off after it wrote its group runs again and finds it there: counted 'updated', never
    // a second group (checked below on the data itself).
    expect(done.created + done.updated).toBe(24);

    // Groups: exactly one per course.
    const { groups } = await h.ok(listGroups, { includeArchived: true }, people.teacher);
    const imported = groups.filter((g) => g.source === 'google-classroom');
    expect(imported).toHaveLength(24);
    expect(new Set(imported.map((g) => g.externalId))).toEqual(new Set(listed.map((c) => c.id)));

    // Students: each group holds exactly its course's roster.
    const byName = new Map(courses.map((c) => [c.name, c.students!.map((s) => s.email).sort()]));
    for (const group of imported) {
      const { profiles } = await h.ok(lookupProfiles, { userIds: group.studentIds }, people.teacher);
      expect({ group: group.name, emails: profiles.map((p) => p.email).sort() }).toEqual({
        group: group.name,
        emails: byName.get(group.name),
      });
    }
    // And each student of the pool exists once in the organisation.
    const { profiles } = await h.ok(lookupProfiles, { role: 'student' }, people.admin);
    const chaos = profiles.filter((p) => p.email.startsWith('chaos'));
    expect(chaos.map((p) => p.email).sort()).toEqual(pool.map((s) => s.email).sort());
  }, 180_000);
});
