import { randomBytes } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@crescendo/mail-catcher';
import {
  addEvent,
  cancelEvent,
  deleteGroup,
  getReminderSettings,
  saveReminderSettings,
  updateEvent,
  updateSettings,
} from '@crescendo/contracts';
import { dayOf, instantAt, reminderDueAt, shiftDay } from '@crescendo/domain';
import { formatDate } from '@crescendo/i18n';
import { demoAccounts, demoActor, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { startService, type RunningService } from '@crescendo/service-kit';
import { bullPrefix } from '@crescendo/service-kit/jobs';
import { eventually, serviceEnv, startServiceUnderTest } from '@crescendo/testing';
import { createPlanningService } from '../src/planning.service-definition.js';
import { reminderQueueName, type ReminderJob } from '../src/reminders/reminder-jobs.js';

// Issue 28 §3: reminders mailed by the platform, as BullMQ delayed jobs on the real Redis, to real addresses
// (identity) of the people groups says an event concerns, caught by a real mail catcher. Time is made to pass
// by promoting the delayed job (its due time checked first), never waited for.
const zone = 'America/Toronto';
const schema = `planning_${randomBytes(4).toString('hex')}`;
let mail: MailCatcher;
let h: Awaited<ReturnType<typeof startServiceUnderTest>>;
let queue: Queue<ReminderJob>;
let connection: Redis;
let serviceEnvUsed: NodeJS.ProcessEnv;
let restarted: RunningService | undefined;

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startServiceUnderTest({
    name: 'planning',
    beside: ['identity', 'groups'],
    env: { DEMO_MODE: 'true', SMTP_URL: mail.smtpUrl },
    start: async (env) => {
      serviceEnvUsed = env;
      return (await startService(createPlanningService({ schema }), env)) as unknown as RunningService;
    },
    publisher: 'identity',
  });
  connection = new Redis(serviceEnv().REDIS_URL!, { maxRetriesPerRequest: null });
  queue = new Queue<ReminderJob>(reminderQueueName, {
    connection,
    prefix: bullPrefix(serviceEnv().REDIS_PREFIX!),
  });
}, 120_000);

afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await restarted?.close();
  await h?.close();
  await mail?.close();
});

const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const [harmonie, jazz, cuivres] = demoGroups;
const studentNames = demoAccounts
  .filter((account) => account.role === 'student')
  .flatMap((account) => [account.firstName, account.lastName]);

let titles = 0;
/** A title of its own per test, to tell its mails from the others'. */
const uniqueTitle = (what: string) => `${what} ${++titles}-${randomBytes(2).toString('hex')}`;
const today = () => dayOf(new Date(), zone);

const event = (title: string, groupIds: string[], day: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'concert' as const,
  day,
  callTime: '18:15',
  startTime: '19:00',
  endTime: '21:00',
  place: 'Auditorium',
  groupIds,
  bring: 'Instrument et partitions',
  dressCode: 'Tenue noire',
  ...extra,
});

const jobOf = async (eventId: string, day: string, kind: 'day-before' | 'two-hours') =>
  (await queue.getJob(`${eventId}_${day}_${kind}`)) as Job<ReminderJob> | undefined;

/** Time made to pass: the delayed job runs now; resolves with how many mails it sent. */
async function promote(job: Job<ReminderJob>): Promise<number> {
  await job.promote();
  const done = await eventually(
    async () => (await queue.getJob(job.id!))!,
    (found) => found.finishedOn !== undefined,
  );
  if (done.failedReason) throw new Error(`reminder job failed: ${done.failedReason}`);
  return done.returnvalue as number;
}

const mailsTo = (address: string, title: string): CaughtMail[] =>
  mail.mails().filter((caught) => caught.to.includes(address) && caught.subject.includes(title));

describe('reminders (issue 28 §3)', () => {
  it('are delayed jobs due the day before and two hours before the call time; the mail reaches the group’s student and teacher', async () => {
    const title = uniqueTitle('Concert de cuivres');
    const day = shiftDay(today(), 12);
    const added = await h.ok(addEvent, event(title, [cuivres!.id], day), admin);
    const occurrence = { startsAt: instantAt(day, '19:00', zone), callAt: instantAt(day, '18:15', zone) };

    for (const kind of ['day-before', 'two-hours'] as const) {
      const job = await jobOf(added.id, day, kind);
      expect(await job!.getState()).toBe('delayed');
      // Its time: the instant the rule gives (within the few seconds the request took).
      const dueAt = reminderDueAt(occurrence, kind, zone).getTime();
      expect(Math.abs(job!.timestamp + job!.delay - dueAt)).toBeLessThan(10_000);
      expect(job!.data).toMatchObject({ kind, eventId: added.id, day, organizationId: demoOrganization.id });
    }

    const job = (await jobOf(added.id, day, 'day-before'))!;
    // The Cuivres: eleve6 and their teacher; nobody else of the school.
    expect(await promote(job)).toBe(2);
    const student = await mail.waitFor('eleve6@demo.crescendo.ca', (m) => m.subject.includes(title));
    const teacherMail = await mail.waitFor('prof@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(student.subject).toBe(`Rappel : « ${title} » demain, ${formatDate(occurrence.startsAt, 'fr')}`);
    expect(student.text).toContain('Heure d’arrivée : 18:15');
    expect(student.text).toContain('Début : 19:00');
    expect(student.text).toContain('Lieu : Auditorium');
    expect(student.text).toContain('À apporter : Instrument et partitions');
    expect(student.text).toContain('Tenue : Tenue noire');
    expect(student.html).toContain('lang="fr"');
    for (const name of studentNames) {
      expect(student.text).not.toContain(name);
      expect(teacherMail.text).not.toContain(name);
    }
    expect(mail.mails().filter((m) => m.subject.includes(title))).toHaveLength(2);
  });

  it('move with the event when it is edited: the old day’s jobs go, the new day’s are due at its new time', async () => {
    const title = uniqueTitle('Répétition déplacée');
    const first = shiftDay(today(), 15);
    const moved = shiftDay(today(), 17);
    const added = await h.ok(addEvent, event(title, [harmonie!.id], first), teacher);
    expect(await jobOf(added.id, first, 'two-hours')).toBeDefined();

    await h.ok(
      updateEvent,
      {
        eventId: added.id,
        ...event(title, [harmonie!.id], moved, { callTime: '17:30', startTime: '18:00' }),
      },
      teacher,
    );
    expect(await jobOf(added.id, first, 'day-before')).toBeUndefined();
    expect(await jobOf(added.id, first, 'two-hours')).toBeUndefined();
    const job = (await jobOf(added.id, moved, 'two-hours'))!;
    const dueAt = instantAt(moved, '15:30', zone).getTime();
    expect(Math.abs(job.timestamp + job.delay - dueAt)).toBeLessThan(10_000);

    // Editing again without moving it replaces its jobs: still one of each kind, never two.
    await h.ok(
      updateEvent,
      {
        eventId: added.id,
        ...event(title, [harmonie!.id], moved, { callTime: '17:30', startTime: '18:00' }),
      },
      teacher,
    );
    const delayed = await queue.getJobs(['delayed']);
    expect(
      delayed
        .filter((found) => found.data.eventId === added.id)
        .map((found) => found.id)
        .sort(),
    ).toEqual([`${added.id}_${moved}_day-before`, `${added.id}_${moved}_two-hours`]);

    // The Harmonie: three students and their teacher, reminded two hours before the new call time.
    expect(await promote(job)).toBe(4);
    const reminded = await mail.waitFor('eleve2@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(reminded.subject).toBe(`Rappel : « ${title} » à 17:30`);
    expect(reminded.text).toContain('Dans deux heures');
  });

  it('a weekly rehearsal has its jobs for each week, at the same time on the clock', async () => {
    const title = uniqueTitle('Répétition hebdomadaire');
    const first = shiftDay(today(), 20);
    const added = await h.ok(
      addEvent,
      event(title, [jazz!.id], first, {
        type: 'rehearsal',
        callTime: null,
        startTime: '15:45',
        endTime: '17:00',
        recurrence: { until: shiftDay(first, 14), exceptions: [shiftDay(first, 7)] },
      }),
      teacher,
    );
    const delayed = (await queue.getJobs(['delayed'])).filter((found) => found.data.eventId === added.id);
    expect(delayed).toHaveLength(4);
    for (const day of [first, shiftDay(first, 14)]) {
      const job = (await jobOf(added.id, day, 'day-before'))!;
      expect(
        Math.abs(job.timestamp + job.delay - instantAt(shiftDay(day, -1), '15:45', zone).getTime()),
      ).toBeLessThan(10_000);
    }
  });

  it('a cancelled event sends ‘Annulé’ once to the people concerned, and its reminders go', async () => {
    const title = uniqueTitle('Concert annulé');
    const day = shiftDay(today(), 9);
    const added = await h.ok(addEvent, event(title, [harmonie!.id], day), admin);
    await h.ok(cancelEvent, { eventId: added.id }, admin);
    const told = await mail.waitFor('eleve3@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(told.subject).toBe(`Annulé : « ${title} »`);
    expect(told.text).toContain('est annulé ; la date à venir n’a plus lieu.');
    expect(await jobOf(added.id, day, 'day-before')).toBeUndefined();
    expect(await jobOf(added.id, day, 'two-hours')).toBeUndefined();
    const cancellation = await eventually(
      async () => (await queue.getJob(`${added.id}_cancelled`))!,
      (found) => found.finishedOn !== undefined,
    );
    expect(cancellation.returnvalue).toBe(4);

    // Once: cancelling again is refused, and a second 'Annulé' job (a retry, a duplicate) sends nothing.
    expect(await h.send(cancelEvent, { eventId: added.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
    const again = await queue.add(
      'cancelled',
      { kind: 'cancelled', organizationId: demoOrganization.id, eventId: added.id },
      { jobId: `${added.id}_cancelled_again` },
    );
    const finished = await eventually(
      async () => (await queue.getJob(again.id!))!,
      (found) => found.finishedOn !== undefined,
    );
    expect(finished.returnvalue).toBe(0);
    const all = await eventually(
      async () => mail.mails().filter((m) => m.subject.includes(title)),
      (found) => found.length >= 4,
    );
    expect(all).toHaveLength(4);
    expect(mailsTo('eleve3@demo.crescendo.ca', title)).toHaveLength(1);
  });

  it('follow each person’s ‘Rappels’: off, no mail of that kind; on by default', async () => {
    const eleve4 = demoActor('eleve4@demo.crescendo.ca', 'student');
    expect(await h.ok(getReminderSettings, {}, eleve4)).toEqual({
      dayBefore: true,
      twoHoursBefore: true,
      byEmail: true,
      byPush: true,
    });
    // A client that predates the channels ('Courriel', 'Notifications') leaves them on.
    await h.ok(saveReminderSettings, { dayBefore: false, twoHoursBefore: true }, eleve4);
    expect(await h.ok(getReminderSettings, {}, eleve4)).toEqual({
      dayBefore: false,
      twoHoursBefore: true,
      byEmail: true,
      byPush: true,
    });
    expect(
      await h.send(saveReminderSettings, { dayBefore: 'oui', twoHoursBefore: true } as never, eleve4),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await h.send(getReminderSettings, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });

    const title = uniqueTitle('Concert jazz');
    const day = shiftDay(today(), 11);
    const added = await h.ok(addEvent, event(title, [jazz!.id], day), admin);
    // The Jazz: eleve, eleve4, eleve5 and their teacher; eleve4 turned the day before off.
    expect(await promote((await jobOf(added.id, day, 'day-before'))!)).toBe(3);
    await mail.waitFor('eleve5@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(mailsTo('eleve4@demo.crescendo.ca', title)).toEqual([]);

    expect(await promote((await jobOf(added.id, day, 'two-hours'))!)).toBe(4);
    await mail.waitFor('eleve4@demo.crescendo.ca', (m) => m.subject.includes(title));
  });

  it('of the whole school’s events go to its staff only, each in their language', async () => {
    const prof2 = demoActor('prof2@demo.crescendo.ca', 'teacher');
    await h.ok(updateSettings, { language: 'en' }, prof2);
    const title = uniqueTitle('Réunion du département');
    const day = shiftDay(today(), 13);
    const added = await h.ok(addEvent, event(title, [], day, { type: 'meeting', callTime: null }), admin);
    // The admin and both teachers; no student.
    expect(await promote((await jobOf(added.id, day, 'two-hours'))!)).toBe(3);
    const english = await mail.waitFor('prof2@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(english.subject).toBe(`Reminder: “${title}” at 19:00`);
    expect(english.text).toContain('In two hours');
    expect(english.html).toContain('lang="en"');
    const all = await eventually(
      async () => mail.mails().filter((m) => m.subject.includes(title)),
      (found) => found.length >= 3,
    );
    expect(all.flatMap((m) => m.to).sort()).toEqual([
      'admin@demo.crescendo.ca',
      'prof2@demo.crescendo.ca',
      'prof@demo.crescendo.ca',
    ]);
  });

  it('go with the events a deletion takes: a group deleted, its event’s jobs are removed', async () => {
    const group = await h.groupWith(teacher, []);
    const day = shiftDay(today(), 16);
    const added = await h.ok(addEvent, event(uniqueTitle('Répétition supprimée'), [group.id], day), teacher);
    expect(await jobOf(added.id, day, 'day-before')).toBeDefined();
    await h.ok(deleteGroup, { groupId: group.id }, teacher);
    await eventually(
      async () => [await jobOf(added.id, day, 'day-before'), await jobOf(added.id, day, 'two-hours')],
      (jobs) => jobs.every((job) => job === undefined),
    );
  });

  it('survive a restart of the service: the job scheduled before is sent by the service started again', async () => {
    const title = uniqueTitle('Concert après redémarrage');
    const day = shiftDay(today(), 14);
    const added = await h.ok(addEvent, event(title, [cuivres!.id], day), admin);
    await h.service.close();
    restarted = (await startService(
      createPlanningService({ schema }),
      serviceEnvUsed,
    )) as unknown as RunningService;
    const job = (await jobOf(added.id, day, 'day-before'))!;
    expect(await job.getState()).toBe('delayed');
    expect(await promote(job)).toBe(2);
    await mail.waitFor('eleve6@demo.crescendo.ca', (m) => m.subject.includes(title));
  });
});
