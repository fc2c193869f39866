import { randomBytes } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import webpush from 'web-push';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import {
  addEvent,
  cancelEvent,
  getPushPublicKey,
  maxPushSubscriptionsPerPerson,
  privacyRequestsOf,
  saveReminderSettings,
  subscribePush,
  unsubscribePush,
  userDeleted,
} from '@crescendo/contracts';
import { dayOf, instantAt, shiftDay } from '@crescendo/domain';
import { formatDate } from '@crescendo/i18n';
import { demoAccounts, demoActor, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { startService, type RunningService } from '@crescendo/service-kit';
import { bullPrefix } from '@crescendo/service-kit/jobs';
import { eventually, serviceEnv, startServiceUnderTest, testServiceClient } from '@crescendo/testing';
import { createPlanningService } from '../src/planning.service-definition.js';
import { reminderQueueName, type ReminderJob } from '../src/reminders/reminder-jobs.js';
import {
  decryptPush,
  newDevice,
  startFakePushService,
  subscriptionOf,
  verifiedVapid,
  type Device,
  type FakePushService,
  type PushRequest,
} from './fake-push-service.js';

// Issue 28 §3: the reminders as web push. `web-push` posts to each device's endpoint; here the endpoint is a
// real HTTPS server on 127.0.0.1 standing as the browsers' push service, which records what it receives: the
// VAPID authorization is verified with the deployment's public key and the body decrypted with the device's
// keys, as a browser would. Time is made to pass by promoting the delayed job, never waited for.
const zone = 'America/Toronto';
const schema = `planning_${randomBytes(4).toString('hex')}`;
const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:rappels@ecole.test';
let push: FakePushService;
let mail: MailCatcher;
let h: Awaited<ReturnType<typeof startServiceUnderTest>>;
let queue: Queue<ReminderJob>;
let connection: Redis;

beforeAll(async () => {
  push = await startFakePushService();
  mail = await startMailCatcher();
  h = await startServiceUnderTest({
    name: 'planning',
    beside: ['identity', 'groups'],
    env: {
      DEMO_MODE: 'true',
      SMTP_URL: mail.smtpUrl,
      PLANNING_VAPID_PUBLIC_KEY: vapid.publicKey,
      PLANNING_VAPID_PRIVATE_KEY: vapid.privateKey,
      PLANNING_VAPID_SUBJECT: subject,
      // The test's push service runs on this machine.
      PLANNING_PUSH_HOSTS: '127.0.0.1,localhost',
    },
    start: async (env) =>
      (await startService(
        createPlanningService({ schema, pushAgent: push.agent }),
        env,
      )) as unknown as RunningService,
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
  await h?.close();
  await mail?.close();
  await push?.close();
});

const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const student = demoActor('eleve6@demo.crescendo.ca', 'student');
const cuivres = demoGroups[2]!;
const studentNames = demoAccounts
  .filter((account) => account.role === 'student')
  .flatMap((account) => [account.firstName, account.lastName]);

let titles = 0;
const uniqueTitle = (what: string) => `${what} ${++titles}-${randomBytes(2).toString('hex')}`;
const today = () => dayOf(new Date(), zone);
const deviceAt = (name: string) => newDevice(`${push.origin}/push/${name}-${randomBytes(4).toString('hex')}`);
const pathOf = (device: Device) => new URL(device.endpoint).pathname;
const requestsTo = (device: Device): PushRequest[] =>
  push.requests.filter((request) => request.path === pathOf(device));

const concert = (title: string, day: string) => ({
  title,
  type: 'concert' as const,
  day,
  callTime: '18:15',
  startTime: '19:00',
  endTime: '21:00',
  place: 'Auditorium',
  groupIds: [cuivres.id],
  bring: 'Instrument et partitions',
});

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

const jobOf = async (eventId: string, day: string, kind: 'day-before' | 'two-hours') =>
  (await queue.getJob(`${eventId}_${day}_${kind}`)) as Job<ReminderJob>;

describe('reminders as web push (issue 28 §3)', () => {
  it('gives the deployment’s VAPID public key to whoever is signed in', async () => {
    expect(await h.ok(getPushPublicKey, {}, student)).toEqual({ publicKey: vapid.publicKey });
  });

  it('post to each device of the people, signed with VAPID and encrypted for the device: title, call time, place; a click opens their calendar', async () => {
    const phone = deviceAt('eleve6-phone');
    const laptop = deviceAt('prof-laptop');
    await h.ok(subscribePush, subscriptionOf(phone), student);
    await h.ok(subscribePush, subscriptionOf(laptop), teacher);
    const title = uniqueTitle('Concert de cuivres');
    const day = shiftDay(today(), 12);
    const added = await h.ok(addEvent, concert(title, day), admin);

    // The mails still go (eleve6 and the teacher), and each device gets one message.
    expect(await promote(await jobOf(added.id, day, 'day-before'))).toBe(2);
    const [toPhone] = await eventually(
      async () => requestsTo(phone),
      (found) => found.length > 0,
    );
    expect(requestsTo(phone)).toHaveLength(1);

    const { claims, key } = verifiedVapid(String(toPhone!.headers.authorization));
    expect(key).toBe(vapid.publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(subject);
    const now = Date.now() / 1000;
    expect(Number(claims.exp)).toBeGreaterThan(now);
    expect(Number(claims.exp)).toBeLessThanOrEqual(now + 24 * 3600);
    expect(toPhone!.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone!.headers['content-type']).toBe('application/octet-stream');
    expect(toPhone!.headers.ttl).toBe(String(12 * 3600));
    expect(toPhone!.headers.urgency).toBe('high');
    expect(toPhone!.body.toString('utf8')).not.toContain(title);

    const message = JSON.parse(decryptPush(phone, toPhone!.body)) as Record<string, string>;
    expect(message).toEqual({
      title: `Demain : ${title}`,
      body: `Le ${formatDate(instantAt(day, '19:00', zone), 'fr')}\nHeure d’arrivée : 18:15\nLieu : Auditorium`,
      url: '/student/dashboard',
      tag: `${added.id}_${day}_day-before`,
    });
    for (const name of studentNames) expect(message.body).not.toContain(name);

    const [toLaptop] = await eventually(
      async () => requestsTo(laptop),
      (found) => found.length > 0,
    );
    expect(JSON.parse(decryptPush(laptop, toLaptop!.body))).toMatchObject({
      title: `Demain : ${title}`,
      url: '/teacher/calendrier',
    });
  });

  it('forget a device its push service answers 410 (or 404) for, and keep the others', async () => {
    const gone = deviceAt('gone');
    const lost = deviceAt('lost');
    const kept = deviceAt('kept');
    push.answer(pathOf(gone), 410);
    push.answer(pathOf(lost), 404);
    await h.ok(subscribePush, subscriptionOf(gone), student);
    await h.ok(subscribePush, subscriptionOf(lost), student);
    await h.ok(subscribePush, subscriptionOf(kept), student);
    const title = uniqueTitle('Répétition');
    const day = shiftDay(today(), 13);
    const added = await h.ok(addEvent, concert(title, day), admin);
    await promote(await jobOf(added.id, day, 'two-hours'));
    await eventually(
      () => h.count(`push_subscriptions WHERE endpoint = ANY($1)`, [[gone.endpoint, lost.endpoint]]),
      (left) => left === 0,
    );
    expect(requestsTo(gone)).toHaveLength(1);
    expect(requestsTo(lost)).toHaveLength(1);
    expect(await h.count(`push_subscriptions WHERE endpoint = $1`, [kept.endpoint])).toBe(1);
    const [toKept] = requestsTo(kept);
    expect(JSON.parse(decryptPush(kept, toKept!.body))).toMatchObject({
      title: `Dans deux heures : ${title}`,
      body: 'Heure d’arrivée : 18:15\nLieu : Auditorium',
    });
    expect(toKept!.headers.ttl).toBe(String(2 * 3600));
  });

  it('follow ‘Rappels’: notifications off, no push but the mail; mail off, the push but no mail', async () => {
    const eleve5 = demoActor('eleve5@demo.crescendo.ca', 'student');
    const jazz = demoGroups[1]!;
    const device = deviceAt('eleve5');
    await h.ok(subscribePush, subscriptionOf(device), eleve5);

    await h.ok(
      saveReminderSettings,
      { dayBefore: true, twoHoursBefore: true, byEmail: true, byPush: false },
      eleve5,
    );
    const title = uniqueTitle('Concert jazz');
    const day = shiftDay(today(), 14);
    const added = await h.ok(addEvent, { ...concert(title, day), groupIds: [jazz.id] }, admin);
    await promote(await jobOf(added.id, day, 'day-before'));
    await mail.waitFor('eleve5@demo.crescendo.ca', (m) => m.subject.includes(title));
    expect(requestsTo(device)).toEqual([]);

    await h.ok(
      saveReminderSettings,
      { dayBefore: true, twoHoursBefore: true, byEmail: false, byPush: true },
      eleve5,
    );
    await promote(await jobOf(added.id, day, 'two-hours'));
    await eventually(
      async () => requestsTo(device),
      (found) => found.length === 1,
    );
    const twoHourMails = mail
      .mails()
      .filter((m) => m.to.includes('eleve5@demo.crescendo.ca') && m.subject.includes(title));
    expect(twoHourMails).toHaveLength(1);
  });

  it('tell a cancellation once to the devices too', async () => {
    const device = deviceAt('cancel');
    await h.ok(subscribePush, subscriptionOf(device), student);
    const title = uniqueTitle('Concert annulé');
    const added = await h.ok(addEvent, concert(title, shiftDay(today(), 9)), admin);
    await h.ok(cancelEvent, { eventId: added.id }, admin);
    const [told] = await eventually(
      async () => requestsTo(device),
      (found) => found.length > 0,
    );
    expect(JSON.parse(decryptPush(device, told!.body))).toMatchObject({
      title: `Annulé : ${title}`,
      tag: `${added.id}_cancelled`,
    });
    expect(requestsTo(device)).toHaveLength(1);
  });

  it(`keep at most ${maxPushSubscriptionsPerPerson} devices a person: the oldest is forgotten`, async () => {
    const prof2 = demoActor('prof2@demo.crescendo.ca', 'teacher');
    const devices = Array.from({ length: maxPushSubscriptionsPerPerson + 1 }, (_, index) =>
      deviceAt(`prof2-${index}`),
    );
    for (const device of devices) await h.ok(subscribePush, subscriptionOf(device), prof2);
    expect(await h.count(`push_subscriptions WHERE user_id = $1`, [prof2.userId])).toBe(
      maxPushSubscriptionsPerPerson,
    );
    expect(await h.count(`push_subscriptions WHERE endpoint = $1`, [devices[0]!.endpoint])).toBe(0);
    // The same device again replaces its keys, it is not a second row.
    await h.ok(subscribePush, subscriptionOf(devices[5]!), prof2);
    expect(await h.count(`push_subscriptions WHERE user_id = $1`, [prof2.userId])).toBe(
      maxPushSubscriptionsPerPerson,
    );
  });

  it('refuse an endpoint that is not https and keys that are not base64url', async () => {
    const device = deviceAt('bad');
    for (const wrong of [
      { ...subscriptionOf(device), endpoint: device.endpoint.replace('https:', 'http:') },
      { ...subscriptionOf(device), keys: { p256dh: 'pas une clé!', auth: device.keys.auth } },
    ]) {
      expect(await h.send(subscribePush, wrong, student)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED' },
      });
    }
  });

  it('refuse an endpoint outside the accepted push services (no post to the cluster’s own addresses)', async () => {
    const device = deviceAt('inside');
    for (const endpoint of ['https://10.0.0.5/push/1', 'https://identity.crescendo.svc.cluster.local/x']) {
      expect(await h.send(subscribePush, { ...subscriptionOf(device), endpoint }, student)).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          message:
            'Ce service de notifications n’est pas accepté : activez les notifications depuis un navigateur à jour.',
        },
      });
    }
  });

  it('declares the devices as personal data and erases them with the person', async () => {
    const eleve3 = demoActor('eleve3@demo.crescendo.ca', 'student');
    await h.ok(subscribePush, subscriptionOf(deviceAt('eleve3-a')), eleve3);
    await h.ok(subscribePush, subscriptionOf(deviceAt('eleve3-b')), eleve3);
    // The privacy desk's requests are identity's to send (the NATS boundary).
    const asIdentity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    const { tables } = await asIdentity.request(privacyRequestsOf.planning.declaration, {}, null);
    expect(tables.find((table) => table.table === 'push_subscriptions')?.columns).toEqual({
      user_id: 'person',
      endpoint: 'secret',
      p256dh: 'secret',
      auth: 'secret',
    });
    const { remaining } = await asIdentity.request(
      privacyRequestsOf.planning.erase,
      { userId: eleve3.userId, email: null },
      null,
    );
    await asIdentity.close();
    expect(remaining.filter((column) => column.rows > 0)).toEqual([]);
    expect(await h.count(`push_subscriptions WHERE user_id = $1`, [eleve3.userId])).toBe(0);

    // A deleted account's devices go too (user.deleted, decision 0028).
    const eleve2 = demoActor('eleve2@demo.crescendo.ca', 'student');
    await h.ok(subscribePush, subscriptionOf(deviceAt('eleve2')), eleve2);
    await h.publishEvent(
      userDeleted.subject,
      { userId: eleve2.userId, organizationId: demoOrganization.id },
      demoOrganization.id,
    );
    await eventually(
      () => h.count(`push_subscriptions WHERE user_id = $1`, [eleve2.userId]),
      (left) => left === 0,
    );
  });

  it('remove a device for its owner only', async () => {
    const device = deviceAt('owned');
    await h.ok(subscribePush, subscriptionOf(device), student);
    expect(await h.ok(unsubscribePush, { endpoint: device.endpoint }, teacher)).toEqual({ removed: false });
    expect(await h.count(`push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toBe(1);
    expect(await h.ok(unsubscribePush, { endpoint: device.endpoint }, student)).toEqual({ removed: true });
    expect(await h.count(`push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toBe(0);
  });
});
