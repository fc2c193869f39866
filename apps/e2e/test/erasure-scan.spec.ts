import {
  createBilanRoute,
  createFeedRoute,
  createPracticeReportRoute,
  deleteAccountRoute,
  requestDataArchiveRoute,
  sendMessageRoute,
  setPolicyRoute,
} from '@crescendo/contracts';
import { demoAccounts, demoGroups } from '@crescendo/domain/demo';
import { findPersonTraces, type PersonTrace } from '@crescendo/testing';
import { demo, JourneyApi, startE2ePlatform, type E2ePlatform } from '../src/index.js';

/**
 * Issue 31 §3, proven on the whole platform: the demo student Léa Roy uses every part of it (the demo data
 * gives her practice, grades, purchases, loans, report cards, chat and calendar; here she also signs in,
 * logs practice, writes in Musichat, subscribes to the calendar and gathers her archive, and her teacher asks
 * Maestro IA for her bilan), then erases her account. Every table of every schema, every Redis key under the
 * platform's prefix and every message of every stream of its NATS server is then searched for her id, her
 * address and her name: nothing may remain (no legal hold is declared for a student's own account).
 */
const lea = demoAccounts.find((account) => account.email === demo.student)!;
const harmonie = demoGroups[0]!;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let platform: E2ePlatform;
let api: JourneyApi;

beforeAll(async () => {
  platform = await startE2ePlatform();
  api = new JourneyApi(platform.origin);
});
afterAll(() => platform?.close());

const describeTraces = (traces: PersonTrace[]) =>
  traces.map((trace) => `${trace.store} ${trace.place} [${trace.term}] …${trace.excerpt}…`);

describe('erasing a fully used account', () => {
  it('leaves nothing that names her in any schema, Redis key or stream', async () => {
    const person = {
      userId: lea.id,
      email: lea.email,
      firstName: lea.firstName,
      lastName: lea.lastName,
    };
    await api.call(demo.student, createPracticeReportRoute, {
      body: {
        practiceDate: today,
        duration: 25,
        location: 'home',
        content: 'Gammes de si bémol, Léa Roy au saxophone',
        nextGoals: 'Le passage rapide de la mesure 12',
      },
    });
    await api.call(demo.student, createFeedRoute);
    await api.call(demo.student, requestDataArchiveRoute, { body: {} });
    await platform.mail.waitFor(demo.student, (mail) => mail.subject === 'Vos données Crescendo sont prêtes');
    await api.call(demo.admin, setPolicyRoute, { params: { key: 'maestro.enabled' }, body: { value: true } });
    await api.call(demo.teacher, createBilanRoute, {
      body: { groupId: harmonie.id, studentId: lea.id, from: daysAgo(60), to: today },
    });

    // Last, so that Musichat's send budget (a Redis key named by her id, a minute long) is there to be found.
    await api.call(demo.student, sendMessageRoute, {
      body: { groupId: harmonie.id, content: 'Bonjour, ici Léa Roy : je serai en retard jeudi.' },
    });
    // Before the erasure: the scan finds her everywhere she lives (a scan that finds nothing proves nothing).
    const before = await findPersonTraces(platform, person);
    expect(new Set(before.map((trace) => trace.store))).toEqual(new Set(['postgres', 'redis', 'jetstream']));

    await expect(api.call(demo.student, deleteAccountRoute)).resolves.toEqual({ deleted: true });

    // Every service erases on `user.deleted`, the streams are swept once each consumer has read what they
    // hold: all of it in the background, so the scan is asked again until it finds nothing.
    const deadline = Date.now() + 90_000;
    let remaining = await findPersonTraces(platform, person);
    while (remaining.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      remaining = await findPersonTraces(platform, person);
    }
    expect(describeTraces(remaining)).toEqual([]);
  });
});
