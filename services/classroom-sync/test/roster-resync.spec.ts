import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  approveRosterChange,
  deleteGroup,
  getClassroomImport,
  getGoogleConnection,
  getRosterSync,
  listClassroomCourses,
  listGroups,
  lookupProfiles,
  rejectRosterChange,
  startClassroomImport,
  startRosterResync,
  type Actor,
  type Group,
  type RosterSync,
} from '@crescendo/contracts';
import { demoOrganization } from '@crescendo/domain/demo';
import { bullPrefix } from '@crescendo/service-kit/jobs';
import { actorOf, eventually, newTenant } from '@crescendo/testing';
import { rosterResyncQueueName, rosterResyncSchedulerId } from '../src/resync/roster-resync-queue.js';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';
import { roster, thisSchoolYear } from './course-fixtures.js';

const marie = 'marie.resync@ecole.test';

describe('roster re-sync of Google-linked groups (issue 11.5b, decision 0036)', () => {
  let h: ClassroomHarness;
  let queue: Queue;
  let connection: Redis;
  /** Course ids by name prefix. */
  const course: Record<'harmonie' | 'jazz' | 'cordes', string> = { harmonie: '', jazz: '', cordes: '' };

  beforeAll(async () => {
    h = await startClassroom({
      accounts: [
        {
          email: marie,
          givenName: 'Marie',
          familyName: 'Lefebvre',
          courses: [
            { name: 'MUS212 — Harmonie', creationTime: thisSchoolYear(2), students: roster(10, 'rharmonie') },
            { name: 'MUS413 — Jazz', creationTime: thisSchoolYear(3), students: roster(5, 'rjazz') },
            { name: 'MUS312 — Cordes', creationTime: thisSchoolYear(4), students: roster(4, 'rcordes') },
          ],
        },
      ],
      // Three worker processes' worth: the schedule must still exist once.
      workers: 3,
    });
    connection = new Redis(h.redis.url, { maxRetriesPerRequest: null });
    queue = new Queue(rosterResyncQueueName, { connection, prefix: bullPrefix(h.redis.prefix) });
    await h.connectGoogle(people.teacher, marie);
    const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
    course.harmonie = courses.find((c) => c.name.startsWith('MUS212'))!.id;
    course.jazz = courses.find((c) => c.name.startsWith('MUS413'))!.id;
    course.cordes = courses.find((c) => c.name.startsWith('MUS312'))!.id;
    const started = await h.ok(startClassroomImport, { courseIds: Object.values(course) }, people.teacher);
    const done = await eventually(
      () => h.ok(getClassroomImport, { importId: started.id }, people.teacher),
      (progress) => progress.finished,
      30_000,
    );
    expect(done).toMatchObject({ created: 3, failed: 0 });
  }, 120_000);
  afterAll(async () => {
    await queue?.close();
    connection?.disconnect();
    await h?.close();
  });
  afterEach(() => h.google.control.clearFailures());

  async function groupOf(courseId: string): Promise<Group> {
    const { groups } = await h.ok(listGroups, { includeArchived: false }, people.teacher);
    return groups.find((g) => g.externalId === courseId)!;
  }

  async function emailsOf(group: Group): Promise<string[]> {
    if (group.studentIds.length === 0) return [];
    const { profiles } = await h.ok(lookupProfiles, { userIds: group.studentIds }, people.teacher);
    return profiles.map((p) => p.email).sort();
  }

  /** 'Resynchroniser', then the re-sync's outcome once a worker has done it. */
  async function resync(group: Group, who: Actor = people.teacher): Promise<RosterSync> {
    const asked = await h.ok(startRosterResync, { groupId: group.id }, who);
    expect(asked).toMatchObject({ linked: true, status: 'queued' });
    return settled(group);
  }

  function settled(group: Group): Promise<RosterSync> {
    return eventually(
      () => h.ok(getRosterSync, { groupId: group.id }, people.teacher),
      (sync) => sync.status !== 'queued' && sync.status !== 'running',
      30_000,
    );
  }

  it('links every imported group to its course', async () => {
    const harmonie = await groupOf(course.harmonie);
    const sync = await h.ok(getRosterSync, { groupId: harmonie.id }, people.teacher);
    expect(sync).toEqual({
      groupId: harmonie.id,
      linked: true,
      status: null,
      lastSyncedAt: null,
      errorKey: null,
      pending: null,
    });
  });

  it('a student added in Classroom joins (created and told), one removed leaves, as the import does', async () => {
    const before = await groupOf(course.harmonie);
    h.google.control.removeStudents(course.harmonie, ['rharmonie1@ecole.test']);
    h.google.control.addStudents(course.harmonie, [
      { email: 'arrivee.resync@ecole.test', givenName: 'Arrivée', familyName: 'Récente' },
    ]);
    // One of ten leaves (10 %): applied by itself.
    const sync = await resync(before);
    expect(sync).toMatchObject({ status: 'synced', pending: null, errorKey: null });
    expect(sync.lastSyncedAt).not.toBeNull();
    const after = await groupOf(course.harmonie);
    expect(after.id).toBe(before.id);
    const emails = await emailsOf(after);
    expect(emails).toHaveLength(10);
    expect(emails).toContain('arrivee.resync@ecole.test');
    expect(emails).not.toContain('rharmonie1@ecole.test');
    const welcome = await h.mail.waitFor('arrivee.resync@ecole.test');
    expect(welcome.subject).toBe('Votre compte Crescendo est prêt');
  });

  it('a change removing more than 20 % of the students waits for the teacher; approving applies it', async () => {
    const jazz = await groupOf(course.jazz);
    h.google.control.removeStudents(course.jazz, ['rjazz1@ecole.test', 'rjazz2@ecole.test']);
    h.google.control.addStudents(course.jazz, [
      { email: 'attente.resync@ecole.test', givenName: 'Léa', familyName: 'Attente' },
    ]);
    const sync = await resync(jazz);
    expect(sync.status).toBe('pending');
    expect(sync.pending).toMatchObject({
      studentCount: 5,
      joins: [{ email: 'attente.resync@ecole.test', firstName: 'Léa', lastName: 'Attente', studentId: null }],
      foundAt: expect.any(String),
    });
    expect(sync.pending!.leaves.map((l) => l.email).sort()).toEqual([
      'rjazz1@ecole.test',
      'rjazz2@ecole.test',
    ]);
    // Nothing changed yet, nobody created nor told.
    expect(await emailsOf(await groupOf(course.jazz))).toHaveLength(5);
    expect(h.mail.mails().some((m) => m.to.includes('attente.resync@ecole.test'))).toBe(false);
    // Found again unchanged: still the same change, found when it was first found.
    const again = await resync(jazz);
    expect(again.pending?.foundAt).toBe(sync.pending!.foundAt);

    const approved = await h.ok(approveRosterChange, { groupId: jazz.id }, people.teacher);
    expect(approved).toMatchObject({ status: 'synced', pending: null });
    const emails = await emailsOf(await groupOf(course.jazz));
    expect(emails).toEqual([
      'attente.resync@ecole.test',
      'rjazz3@ecole.test',
      'rjazz4@ecole.test',
      'rjazz5@ecole.test',
    ]);
    await h.mail.waitFor('attente.resync@ecole.test');
    // The roster and the group agree now: nothing more to ask.
    expect(await resync(jazz)).toMatchObject({ status: 'synced', pending: null });
    expect(await h.send(approveRosterChange, { groupId: jazz.id }, people.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'rosterResync.noPendingChange' },
    });
  });

  it('rejecting keeps the group as it is, and the same change is not asked again', async () => {
    const cordes = await groupOf(course.cordes);
    h.google.control.removeStudents(course.cordes, ['rcordes1@ecole.test', 'rcordes2@ecole.test']);
    expect((await resync(cordes)).status).toBe('pending');
    // The organisation's admin decides too.
    const rejected = await h.ok(rejectRosterChange, { groupId: cordes.id }, people.admin);
    expect(rejected).toMatchObject({ status: 'synced', pending: null });
    expect(await emailsOf(await groupOf(course.cordes))).toHaveLength(4);

    expect(await resync(cordes)).toMatchObject({ status: 'synced', pending: null });
    expect(await emailsOf(await groupOf(course.cordes))).toHaveLength(4);

    // Another change (a third student gone) is asked again.
    h.google.control.removeStudents(course.cordes, ['rcordes3@ecole.test']);
    const asked = await resync(cordes);
    expect(asked.status).toBe('pending');
    expect(asked.pending!.leaves).toHaveLength(3);
  });

  it('a group deleted takes its link and its waiting change with it', async () => {
    const cordes = await groupOf(course.cordes);
    expect(await h.query(`SELECT 1 FROM roster_changes WHERE group_id = $1`, [cordes.id])).toHaveLength(1);
    await h.ok(deleteGroup, { groupId: cordes.id }, people.teacher);
    await eventually(
      () => h.query(`SELECT 1 FROM roster_links WHERE group_id = $1`, [cordes.id]),
      (rows) => rows.length === 0,
    );
    expect(await h.query(`SELECT 1 FROM roster_changes WHERE group_id = $1`, [cordes.id])).toHaveLength(0);
  });

  it('keeps one schedule however many workers start; its sweep re-syncs every linked group, a failing course alone', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: rosterResyncSchedulerId, every: 4 * 3600_000, name: 'sweep' });

    const jazz = await groupOf(course.jazz);
    const harmonie = await groupOf(course.harmonie);
    h.google.control.injectFailure({ path: `/v1/courses/${course.jazz}/students`, status: 403, times: 100 });
    h.google.control.addStudents(course.harmonie, [
      { email: 'balayage.resync@ecole.test', givenName: 'Noé', familyName: 'Balayage' },
    ]);
    // What the scheduler adds at each tick.
    await queue.add('sweep', { kind: 'sweep' }, { removeOnComplete: true });
    await eventually(
      () => h.ok(getRosterSync, { groupId: jazz.id }, people.teacher),
      (sync) => sync.status === 'failed',
      30_000,
    ).then((sync) => expect(sync.errorKey).toBe('classroom.googlePermissions'));
    await eventually(
      async () => emailsOf(await groupOf(course.harmonie)),
      (emails) => emails.includes('balayage.resync@ecole.test'),
      30_000,
    );
    expect((await settled(harmonie)).status).toBe('synced');
  });

  it('lets the group’s teacher and the organisation’s admins in; a student or another organisation gets nothing', async () => {
    const harmonie = await groupOf(course.harmonie);
    const away = newTenant();
    for (const call of [getRosterSync, startRosterResync, approveRosterChange, rejectRosterChange]) {
      expect(await h.send(call, { groupId: harmonie.id }, people.student)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await h.send(call, { groupId: harmonie.id }, away.teacher)).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      expect(await h.send(call, { groupId: harmonie.id }, away.admin)).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      const another = await h.send(call, { groupId: harmonie.id }, actorOf(demoOrganization.id, 'teacher'));
      expect(another.ok).toBe(false);
    }
    expect((await h.send(getRosterSync, { groupId: harmonie.id }, people.admin)).ok).toBe(true);
  });

  it('skips a course whose owner’s Google connection answers 401 and marks it to reconnect', async () => {
    const harmonie = await groupOf(course.harmonie);
    h.google.control.injectFailure({ path: `/v1/courses/${course.harmonie}`, status: 401, times: 100 });
    h.google.control.injectFailure({
      path: `/v1/courses/${course.harmonie}/students`,
      status: 401,
      times: 100,
    });
    const sync = await resync(harmonie);
    expect(sync).toMatchObject({ status: 'reconnect', errorKey: 'classroom.googleTokenExpired' });
    expect(await h.ok(getGoogleConnection, {}, people.teacher)).toMatchObject({ connected: false });
    expect(await groupOf(course.harmonie)).toMatchObject({ studentCount: harmonie.studentCount });

    // Reconnected, the re-sync works again.
    h.google.control.clearFailures();
    await h.connectGoogle(people.teacher, marie);
    expect(await resync(harmonie)).toMatchObject({ status: 'synced', errorKey: null });
  });
});
