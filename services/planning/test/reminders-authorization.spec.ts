import {
  getReminderSettings,
  listMailRecipients,
  listReminderRecipients,
  natsServices,
  planningReminderSubjects,
  saveReminderSettings,
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

// Issue 28 §3: each person reads and sets their own 'Rappels'; who an event concerns and where to write to them
// are system requests of groups and identity only the planning may send.
const orgs = twoOrganizations();
const actors = matrixActors(orgs);
const everyoneSignedIn: Record<string, Expectation> = Object.fromEntries(
  Object.keys(actors).map((name) => [name, name === 'signed out' ? 'denied' : 'allowed']),
);
const table: Record<string, Record<string, Expectation>> = {
  [planningReminderSubjects.getSettings]: everyoneSignedIn,
  [planningReminderSubjects.saveSettings]: everyoneSignedIn,
};

describe('planning reminders: authorization matrix', () => {
  let h: PlanningHarness;
  beforeAll(async () => {
    h = await startPlanning();
  }, 90_000);
  afterAll(() => h?.close());

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    switch (endpoint) {
      case planningReminderSubjects.getSettings:
        return h.send(getReminderSettings, {}, actor);
      case planningReminderSubjects.saveSettings:
        return h.send(saveReminderSettings, { dayBefore: false, twoHoursBefore: true }, actor);
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
    });
    expect(await h.ok(getReminderSettings, {}, school.otherTeacher)).toEqual({
      dayBefore: true,
      twoHoursBefore: true,
    });
    expect(await h.count('reminder_settings WHERE user_id = $1', [school.teacher.userId])).toBe(1);
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
    ]);
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
