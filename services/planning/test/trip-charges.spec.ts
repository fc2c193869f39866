import {
  addEvent,
  cancelEvent,
  chargeTrip,
  listOccurrences,
  listPurchases,
  listTripConsents,
  payPurchase,
  tripChargeReference,
  updateEvent,
  type Actor,
} from '@crescendo/contracts';
import { demoAccountId, demoActor, demoGroups } from '@crescendo/domain/demo';
import { newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §6: a 'Sortie''s deposit and balance become purchases on its students' finance ledgers, through the
// real finance (and identity and groups) on the demo school; the list says who has paid.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning({ demo: true, finance: true });
}, 120_000);
afterAll(() => h?.close());

const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const otherTeacher = demoActor('prof2@demo.crescendo.ca', 'teacher');
const student = demoActor('eleve@demo.crescendo.ca', 'student');
const harmonie = demoGroups[0]!;
const lea = demoAccountId('eleve@demo.crescendo.ca');
const noah = demoAccountId('eleve2@demo.crescendo.ca');

const outing = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'outing' as const,
  day: '2027-05-12',
  startTime: '08:30',
  endTime: '16:00',
  groupIds: [harmonie.id],
  trip: {
    deposit: { amount: '50,00', dueDay: '2027-04-01' },
    balance: { amount: 75.5, dueDay: '2027-05-01' },
    consentDueDay: '2027-04-15',
  },
  ...extra,
});

/** The live (not cancelled) purchases of one part of the trip, per student, as finance has them. */
async function ledgerOf(eventId: string, kind: 'deposit' | 'balance', actor: Actor = admin) {
  const { purchases } = await h.ok(
    listPurchases,
    { reference: tripChargeReference(eventId, kind), limit: 200 },
    actor,
  );
  return purchases;
}
const live = (purchases: Awaited<ReturnType<typeof ledgerOf>>) =>
  purchases.filter((purchase) => purchase.status !== 'cancelled');

describe("a 'Sortie''s deposit and balance (issue 28 §6)", () => {
  it('stores the deadlines, charges each student once, says who paid, replaces an unpaid amount, cancels with the trip', async () => {
    const trip = await h.ok(addEvent, outing('Sortie à Québec'), admin);
    expect(trip.trip).toEqual({
      deposit: { amountCents: 5000, dueDay: '2027-04-01' },
      balance: { amountCents: 7550, dueDay: '2027-05-01' },
      consentDueDay: '2027-04-15',
    });
    const before = await h.ok(listTripConsents, { eventId: trip.id }, teacher);
    expect(before.billedAt).toBeNull();
    expect(before.consents.map((c) => [c.name, c.deposit, c.balance])).toEqual([
      [
        'Emma Bouchard',
        { state: 'notCharged', amountCents: null },
        { state: 'notCharged', amountCents: null },
      ],
      ['Léa Roy', { state: 'notCharged', amountCents: null }, { state: 'notCharged', amountCents: null }],
      ['Noah Côté', { state: 'notCharged', amountCents: null }, { state: 'notCharged', amountCents: null }],
    ]);

    // Two clicks at once (the group's teacher and an admin): each student is charged each part once.
    await Promise.all([
      h.ok(chargeTrip, { eventId: trip.id }, teacher),
      h.ok(chargeTrip, { eventId: trip.id }, admin),
    ]);
    const deposits = live(await ledgerOf(trip.id, 'deposit'));
    expect(deposits.map((p) => [p.item, p.amountCents, p.currency, p.status]).sort()).toEqual(
      Array.from({ length: 3 }, () => ['Sortie : Sortie à Québec — acompte', 5000, 'CAD', 'credit']),
    );
    expect(live(await ledgerOf(trip.id, 'balance'))).toHaveLength(3);
    // A second click later charges nothing more.
    expect(await h.ok(chargeTrip, { eventId: trip.id }, teacher)).toEqual({
      charged: 0,
      alreadyCharged: 6,
      replaced: 0,
      notCharged: [],
    });

    // Léa's family pays the deposit in Finances; the list says so.
    const leaDeposit = deposits.find((p) => p.studentId === lea)!;
    await h.ok(payPurchase, { purchaseId: leaDeposit.id }, admin);
    const paid = await h.ok(listTripConsents, { eventId: trip.id, limit: 2 }, admin);
    expect(paid.billedAt).not.toBeNull();
    expect(paid.consents.map((c) => [c.name, c.deposit?.state, c.balance])).toEqual([
      ['Emma Bouchard', 'owed', { state: 'owed', amountCents: 7550 }],
      ['Léa Roy', 'paid', { state: 'owed', amountCents: 7550 }],
    ]);
    expect(paid.nextCursor).not.toBeNull();

    // An edit that does not send the deadlines keeps them; one that changes the deposit changes it.
    const { trip: _kept, ...withoutTrip } = outing('Sortie à Québec');
    const kept = await h.ok(updateEvent, { eventId: trip.id, ...withoutTrip, place: 'Québec' }, teacher);
    expect(kept.trip?.deposit).toEqual({ amountCents: 5000, dueDay: '2027-04-01' });
    const raised = outing('Sortie à Québec');
    raised.trip.deposit.amount = '60';
    const changed = await h.ok(updateEvent, { eventId: trip.id, ...raised }, teacher);
    expect(changed.trip?.deposit?.amountCents).toBe(6000);
    // Charging again replaces the unpaid deposits (cancelled, recorded at 60 $); Léa's paid one stays.
    expect(await h.ok(chargeTrip, { eventId: trip.id }, teacher)).toEqual({
      charged: 0,
      alreadyCharged: 4,
      replaced: 2,
      notCharged: [],
    });
    const redone = await ledgerOf(trip.id, 'deposit');
    expect(
      live(redone)
        .map((p) => [p.studentId === lea, p.amountCents, p.status])
        .sort(),
    ).toEqual([
      [false, 6000, 'credit'],
      [false, 6000, 'credit'],
      [true, 5000, 'paid'],
    ]);
    expect(redone.filter((p) => p.status === 'cancelled')).toHaveLength(2);

    // 'Annuler l'événement': every unpaid part is cancelled in finance, the paid deposit stays.
    await h.ok(cancelEvent, { eventId: trip.id }, teacher);
    expect(live(await ledgerOf(trip.id, 'balance'))).toEqual([]);
    expect(live(await ledgerOf(trip.id, 'deposit')).map((p) => [p.studentId, p.status])).toEqual([
      [lea, 'paid'],
    ]);
    const { purchases: noahs } = await h.ok(listPurchases, { studentId: noah, limit: 200 }, admin);
    expect(
      noahs.filter((p) => p.item.includes('Sortie à Québec')).every((p) => p.status === 'cancelled'),
    ).toBe(true);
    expect(await h.send(chargeTrip, { eventId: trip.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette sortie est annulée : rien n’est facturé.' },
    });
  });

  it('refuses bad deadlines with their French message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deposit: { amount: '12,345', dueDay: '2027-04-01' } }, 'Le montant compte au plus 2 décimales.'],
      [{ deposit: { amount: '-5', dueDay: '2027-04-01' } }, 'Le montant doit être supérieur à zéro.'],
      [{ deposit: { amount: '0', dueDay: '2027-04-01' } }, 'Le montant doit être supérieur à zéro.'],
      [
        { balance: { amount: '20', dueDay: '2027-05-13' } },
        'Cette échéance ne peut pas suivre le premier jour de la sortie.',
      ],
      [{ consentDueDay: '2027-06-01' }, 'Cette échéance ne peut pas suivre le premier jour de la sortie.'],
      [
        { deposit: { amount: '20', dueDay: '2027-04-10' }, balance: { amount: '20', dueDay: '2027-04-01' } },
        'Le solde ne peut pas être dû avant l’acompte.',
      ],
    ];
    for (const [trip, message] of cases) {
      const reply = await h.send(
        addEvent,
        outing('Sortie refusée', { day: '2027-05-12', trip }) as never,
        admin,
      );
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      expect(JSON.stringify(reply)).toContain(message);
    }
    const concert = await h.send(addEvent, { ...outing('Sortie refusée'), type: 'concert' as const }, admin);
    expect(JSON.stringify(concert)).toContain(
      'Un acompte, un solde ou une date limite de consentement se donne pour une sortie seulement.',
    );
    const read = await h.ok(listOccurrences, { from: '2027-05-12', to: '2027-05-12', limit: 200 }, admin);
    expect(read.occurrences.filter((o) => o.event.title === 'Sortie refusée')).toEqual([]);

    // An outing without amounts has nothing to charge.
    const free = await h.ok(addEvent, outing('Sortie gratuite', { trip: null }), admin);
    expect(free.trip).toBeNull();
    expect(await h.send(chargeTrip, { eventId: free.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
  });

  it('refuses a student, a teacher of another group and another school, charging nothing', async () => {
    const trip = await h.ok(addEvent, outing('Sortie au musée'), admin);
    for (const [actor, code] of [
      [student, 'FORBIDDEN'],
      [otherTeacher, 'FORBIDDEN'],
      [newTenant().admin, 'NOT_FOUND'],
    ] as const)
      expect(await h.send(chargeTrip, { eventId: trip.id }, actor)).toMatchObject({
        ok: false,
        error: { code },
      });
    expect(await ledgerOf(trip.id, 'deposit')).toEqual([]);
    expect(await ledgerOf(trip.id, 'balance')).toEqual([]);
  });
});
