import {
  addInstrumentRoute,
  createBilanRoute,
  createFeedRoute,
  createPracticeReportRoute,
  deleteAccountRoute,
  deleteOrganizationRoute,
  lendInstrumentRoute,
  recordPurchaseRoute,
  requestDataArchiveRoute,
  sendMessageRoute,
  setPolicyRoute,
} from '@crescendo/contracts';
import {
  demoAccounts,
  demoBoardAccounts,
  demoBoardGroups,
  demoBoardMemberships,
  demoGroups,
  demoSchools,
} from '@crescendo/domain/demo';
import { findPersonTraces, findTraces, termsOf, type PersonTrace } from '@crescendo/testing';
import { demo, JourneyApi, startE2ePlatform, type E2ePlatform } from '../src/index.js';

/**
 * Issue 31 §3, proven on the whole platform: the demo student Léa Roy uses every part of it (the demo data
 * gives her practice, grades, purchases, loans, report cards, chat and calendar; here she also signs in,
 * logs practice, writes in Musichat, subscribes to the calendar and gathers her archive, and her teacher asks
 * Maestro IA for her bilan), then erases her account. Every table of every schema, every Redis key under the
 * platform's prefix and every message of every stream of its NATS server is then searched for her id, her
 * address and her name: nothing may remain (no legal hold is declared for a student's own account).
 *
 * Then a whole school goes (decision 0079): Harmonie, the board's second demo school (none of Léa's data), used
 * in several services by its own people — a group's chat, practice, an instrument lent, a purchase — is deleted
 * by its administrator; its own accounts' ids, addresses and names and the school's id are searched alike until
 * nothing remains but what the accounting's legal hold keeps (decision 0028).
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

/**
 * What a deleted school leaves by law (decision 0028): finance's books keep their amounts and dates for six years,
 * under the school's id and with no one named. Only the school's id may remain, and only there.
 */
const accountingHold =
  /^finance[^.]*\.(purchases|purchase_entries|budgets|budget_categories|budget_entries|budget_changes)$/;

describe('erasing a school', () => {
  it('leaves nothing that names it or its own people, but the books the law keeps', async () => {
    const harmonie = demoSchools[1]!;
    const strings = demoBoardGroups[0]!;
    // Its own people: those whose only school it is (the itinerant teacher keeps his account elsewhere).
    const own = demoBoardAccounts.filter((account) => {
      const schools = demoBoardMemberships.filter((membership) => membership.email === account.email);
      return schools.length > 0 && schools.every((membership) => membership.organizationId === harmonie.id);
    });
    expect(own.map((account) => account.email).sort()).toEqual([
      'admin@harmonie.demo.crescendo.ca',
      'eleve@harmonie.demo.crescendo.ca',
    ]);
    const [admin, zoe] = [own.find((a) => a.role === 'admin')!, own.find((a) => a.role === 'student')!];
    const people = own.flatMap((account) =>
      termsOf({
        userId: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
      }),
    );

    await api.call(zoe.email, createPracticeReportRoute, {
      body: {
        practiceDate: today,
        duration: 30,
        location: 'home',
        content: 'Suite de Bach au violoncelle, Zoé Girard',
        nextGoals: 'Les démanchés du prélude',
      },
    });
    await api.call(zoe.email, sendMessageRoute, {
      body: { groupId: strings.id, content: 'Bonjour, ici Zoé Girard : mon archet est chez le luthier.' },
    });
    const cello = await api.call(admin.email, addInstrumentRoute, {
      body: { family: 'cordes', type: 'Violoncelle', assetNumber: 'HAR-VC-1' },
    });
    await api.call(admin.email, lendInstrumentRoute, {
      body: { instrumentId: cello.id, studentId: zoe.id },
    });
    await api.call(admin.email, recordPurchaseRoute, {
      body: { studentId: zoe.id, item: 'Colophane', amount: '8,50' },
    });
    // Before: the scan finds the school and its people (a scan that finds nothing proves nothing).
    const before = await findTraces(platform, [harmonie.id, ...people]);
    expect([...new Set(before.map((trace) => trace.store))]).toEqual(
      expect.arrayContaining(['postgres', 'jetstream']),
    );

    await expect(api.call(admin.email, deleteOrganizationRoute)).resolves.toEqual({ deleted: true });

    // Each service erases on `organization.deleted` and `user.deleted`; the sweeps of the school's id and of
    // each account then erase the outboxes' and the streams' messages once read: asked again until settled.
    const outsideTheHold = (traces: PersonTrace[]) =>
      traces.filter(
        (trace) =>
          !(trace.store === 'postgres' && trace.term === harmonie.id && accountingHold.test(trace.place)),
      );
    const deadline = Date.now() + 150_000;
    let remaining = outsideTheHold(await findTraces(platform, [harmonie.id, ...people]));
    while (remaining.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      remaining = outsideTheHold(await findTraces(platform, [harmonie.id, ...people]));
    }
    expect(describeTraces(remaining)).toEqual([]);
    // The hold is the books alone: the purchase's line stays under the school, naming no one.
    const held = await findTraces(platform, [harmonie.id]);
    expect(held.map((trace) => trace.place.replace(/^finance[^.]*/, 'finance'))).toContain(
      'finance.purchases',
    );
  }, 240_000);
});
