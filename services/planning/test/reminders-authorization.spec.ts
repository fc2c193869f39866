import webpush from 'web-push';
import {
  getPushPublicKey,
  getReminderSettings,
  listMailRecipients,
  listReminderRecipients,
  natsServices,
  planningPushSubjects,
  planningReminderSubjects,
  saveReminderSettings,
  subscribePush,
  unsubscribePush,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  checkMatrix,
  checkNatsMatrix,
  matrixActors,
  matrixCases,
  newTenant,
  serviceEnv,
  twoOrganizations,
  type Expectation,
  type NatsMatrixCase,
} from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §3: each person reads and sets their own 'Rappels' and adds or removes their own devices for the
// notifications; who an event concerns and where to write to them are system requests of groups and identity
// only the planning may send.
const orgs = twoOrganizations();
const actors = matrixActors(orgs);
const everyoneSignedIn: Record<string, Expectation> = Object.fromEntries(
  Object.keys(actors).map((name) => [name, name === 'signed out' ? 'denied' : 'allowed']),
);
const table: Record<string, Record<string, Expectation>> = {
  [planningReminderSubjects.getSettings]: everyoneSignedIn,
  [planningReminderSubjects.saveSettings]: everyoneSignedIn,
  [planningPushSubjects.publicKey]: everyoneSignedIn,
  [planningPushSubjects.subscribe]: everyoneSignedIn,
  // Anyone removes their own device; another's endpoint is answered `removed: false` (below).
  [planningPushSubjects.unsubscribe]: everyoneSignedIn,
};
const vapid = webpush.generateVAPIDKeys();
/** A browser's subscription as the Push API gives it (the keys' form only matters here). */
const subscriptionOf = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('planning reminders: authorization matrix', () => {
  let h: PlanningHarness;
  beforeAll(async () => {
    h = await startPlanning({
      env: {
        PLANNING_VAPID_PUBLIC_KEY: vapid.publicKey,
        PLANNING_VAPID_PRIVATE_KEY: vapid.privateKey,
        PLANNING_VAPID_SUBJECT: 'mailto:rappels@ecole.test',
        PLANNING_PUSH_HOSTS: 'push.example.test',
      },
    });
  }, 90_000);
  afterAll(() => h?.close());

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    switch (endpoint) {
      case planningReminderSubjects.getSettings:
        return h.send(getReminderSettings, {}, actor);
      case planningReminderSubjects.saveSettings:
        return h.send(saveReminderSettings, { dayBefore: false, twoHoursBefore: true }, actor);
      case planningPushSubjects.publicKey:
        return h.send(getPushPublicKey, {}, actor);
      case planningPushSubjects.subscribe:
        return h.send(subscribePush, subscriptionOf(name.replace(/\W+/g, '-')), actor);
      case planningPushSubjects.unsubscribe:
        return h.send(
          unsubscribePush,
          { endpoint: subscriptionOf(name.replace(/\W+/g, '-')).endpoint },
          actor,
        );
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 60_000);

  it('keeps each person’s settings their own: one’s choice is not another’s', async () => {
    // A school of its own: the matrix above saved settings for its actors.
    const school = newTenant();
    await h.ok(saveReminderSettings, { dayBefore: false, twoHoursBefore: false }, school.teacher);
    expect(await h.ok(getReminderSettings, {}, school.teacher)).toEqual({
      dayBefore: false,
      twoHoursBefore: false,
      byEmail: true,
      byPush: true,
    });
    expect(await h.ok(getReminderSettings, {}, school.otherTeacher)).toEqual({
      dayBefore: true,
      twoHoursBefore: true,
      byEmail: true,
      byPush: true,
    });
    expect(await h.count('reminder_settings WHERE user_id = $1', [school.teacher.userId])).toBe(1);
  });

  it('keeps each person’s devices their own: another cannot remove one, its owner can', async () => {
    const school = newTenant();
    const phone = subscriptionOf(`phone-${school.organizationId}`);
    await h.ok(subscribePush, phone, school.student);
    for (const other of [school.otherStudent, school.teacher, school.admin, actors['away admin'] as Actor]) {
      expect(await h.ok(unsubscribePush, { endpoint: phone.endpoint }, other)).toEqual({ removed: false });
    }
    expect(await h.count('push_subscriptions WHERE endpoint = $1', [phone.endpoint])).toBe(1);
    expect(await h.ok(unsubscribePush, { endpoint: phone.endpoint }, school.student)).toEqual({
      removed: true,
    });
    expect(await h.count('push_subscriptions WHERE endpoint = $1', [phone.endpoint])).toBe(0);
  });

  // The NATS half (decision 0014): only the planning asks who an event concerns and where to write to them.
  it('every NATS user does with the reminders’ subjects only what its declaration allows', async () => {
    const cells = natsServices.flatMap((who): NatsMatrixCase[] => [
      {
        who,
        attempt: { publish: listReminderRecipients.subject },
        expected: who === 'planning' ? 'allowed' : 'denied',
      },
      {
        who,
        attempt: { publish: listMailRecipients.subject },
        expected: who === 'planning' ? 'allowed' : 'denied',
      },
      {
        who,
        attempt: { publish: planningReminderSubjects.saveSettings },
        expected: who === 'gateway' ? 'allowed' : 'denied',
      },
      {
        who,
        attempt: { publish: planningPushSubjects.subscribe },
        expected: who === 'gateway' ? 'allowed' : 'denied',
      },
    ]);
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
    // Four cells for each NATS user, a denied one waiting for the server's permission violation.
  }, 90_000);
});
