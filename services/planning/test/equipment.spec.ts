import {
  addEvent,
  addInstrument,
  cancelEvent,
  getEventEquipment,
  listOccurrences,
  listUpcomingReservations,
  replaceEventEquipment,
  updateEvent,
  updateInstrument,
  type Actor,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §7 (decision 0080): the school's instruments reserved for an event. The planning decides who may (who
// may edit the event), the real inventory (from its build, over the NATS boundary) reserves, moves and releases.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning({ inventory: true });
}, 120_000);
afterAll(() => h?.close());

let serial = 0;
const concert = (groupIds: string[], day: string, extra: Record<string, unknown> = {}) => ({
  title: 'Concert d’hiver',
  type: 'concert' as const,
  day,
  callTime: '18:15',
  startTime: '19:00',
  endTime: '21:00',
  groupIds,
  ...extra,
});

async function instrument(admin: Actor, type: 'Timbales' | 'Xylophone' | 'Tuba') {
  serial += 1;
  const family = type === 'Tuba' ? ('cuivres' as const) : ('percussions' as const);
  return h.ok(addInstrument, { family, type, assetNumber: `EQ-${serial}` }, admin);
}

const upcoming = async (instrumentId: string, actor: Actor) =>
  (await h.ok(listUpcomingReservations, { instrumentId }, actor)).reservations;

describe('equipment reserved for an event', () => {
  it('is reserved, shown with the event, refused to an overlapping event, moved with it and released when cancelled', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const timpani = await instrument(t.admin, 'Timbales');
    const xylophone = await instrument(t.admin, 'Xylophone');
    const winter = await h.ok(addEvent, concert([group.id], '2030-12-10'), t.teacher);

    // The group's teacher reserves for their event.
    const reserved = await h.ok(
      replaceEventEquipment,
      { eventId: winter.id, instrumentIds: [timpani.id, xylophone.id] },
      t.teacher,
    );
    expect(reserved.equipment.map((item) => item.assetNumber)).toEqual([
      timpani.assetNumber,
      xylophone.assetNumber,
    ]);
    expect((await h.ok(getEventEquipment, { eventId: winter.id }, t.admin)).equipment).toHaveLength(2);
    const listed = await h.ok(listOccurrences, { from: '2030-12-10', to: '2030-12-10' }, t.student);
    expect(listed.occurrences[0]!.event.equipment).toEqual(reserved.equipment);
    // From the call time (18:15 in Toronto, UTC−5) to the end.
    expect(await upcoming(timpani.id, t.teacher)).toEqual([
      expect.objectContaining({
        eventId: winter.id,
        title: 'Concert d’hiver',
        startsAt: '2030-12-10T23:15:00.000Z',
        endsAt: '2030-12-11T02:00:00.000Z',
      }),
    ]);

    // Another event over the same evening cannot take the timpani; nothing of it is reserved.
    const rehearsal = await h.ok(
      addEvent,
      concert([group.id], '2030-12-10', {
        title: 'Répétition',
        callTime: null,
        startTime: '20:30',
        endTime: '22:00',
      }),
      t.admin,
    );
    expect(
      await h.send(replaceEventEquipment, { eventId: rehearsal.id, instrumentIds: [timpani.id] }, t.admin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: `Conflit : l’instrument ${timpani.assetNumber} est déjà réservé pour un autre événement (10 décembre 2030, 18:15 – 10 décembre 2030, 21:00).`,
      },
    });
    expect((await h.ok(getEventEquipment, { eventId: rehearsal.id }, t.admin)).equipment).toEqual([]);

    // The rehearsal takes the timpani the next day; moving the concert onto it is refused, nothing changed.
    const nextDay = await h.ok(
      addEvent,
      concert([group.id], '2030-12-11', { title: 'Répétition', callTime: null }),
      t.admin,
    );
    await h.ok(replaceEventEquipment, { eventId: nextDay.id, instrumentIds: [timpani.id] }, t.admin);
    const moved = { eventId: winter.id, ...concert([group.id], '2030-12-11') };
    expect(await h.send(updateEvent, moved, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: expect.stringContaining(`l’instrument ${timpani.assetNumber}`) },
    });
    const still = await h.ok(listOccurrences, { from: '2030-12-10', to: '2030-12-11' }, t.admin);
    expect(still.occurrences.find((o) => o.event.id === winter.id)!.occurrenceDay).toBe('2030-12-10');

    // Moved to a free day, its instruments go with it.
    await h.ok(updateEvent, { ...moved, ...concert([group.id], '2030-12-12') }, t.teacher);
    expect(await upcoming(xylophone.id, t.admin)).toEqual([
      expect.objectContaining({ eventId: winter.id, startsAt: '2030-12-12T23:15:00.000Z' }),
    ]);

    // Cancelled, they are released: the rehearsal of the 10th may now take the timpani.
    await h.ok(cancelEvent, { eventId: winter.id }, t.teacher);
    expect(await upcoming(xylophone.id, t.admin)).toEqual([]);
    expect(
      (await h.ok(listOccurrences, { from: '2030-12-12', to: '2030-12-12' }, t.admin)).occurrences[0]!.event
        .equipment,
    ).toBeUndefined();
    await h.ok(replaceEventEquipment, { eventId: rehearsal.id, instrumentIds: [timpani.id] }, t.admin);
    expect(
      await h.send(replaceEventEquipment, { eventId: winter.id, instrumentIds: [xylophone.id] }, t.admin),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: expect.stringContaining('annulé') } });
  });

  it('puts the instruments back when the planning’s transaction fails after the inventory moved them', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const tuba = await instrument(t.admin, 'Tuba');
    const spring = await h.ok(addEvent, concert([group.id], '2030-05-14'), t.teacher);
    await h.ok(replaceEventEquipment, { eventId: spring.id, instrumentIds: [tuba.id] }, t.teacher);
    // The periods it holds (a restore writes new rows: their ids are not compared).
    const periods = async () =>
      (await upcoming(tuba.id, t.admin)).map(({ eventId, startsAt, endsAt }) => ({
        eventId,
        startsAt,
        endsAt,
      }));
    const held = await periods();
    expect(held).toEqual([
      expect.objectContaining({ eventId: spring.id, startsAt: '2030-05-14T22:15:00.000Z' }),
    ]);

    // The planning's own write after the inventory's answer fails (its outbox refusing the event's row, as a
    // full disk or a lost connection would): the move and the cancellation are refused, the tuba held as before.
    await h.db.query(`
      CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'outbox refused by the test'; END $$;
      CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox();`);
    try {
      const moved = { eventId: spring.id, ...concert([group.id], '2030-05-21') };
      expect(await h.send(updateEvent, moved, t.teacher)).toMatchObject({ ok: false });
      expect(await periods()).toEqual(held);
      expect(await h.send(cancelEvent, { eventId: spring.id }, t.teacher)).toMatchObject({ ok: false });
      expect(await periods()).toEqual(held);
    } finally {
      await h.db.query(`DROP TRIGGER refuse_outbox ON outbox; DROP FUNCTION refuse_outbox();`);
    }
    const listed = await h.ok(listOccurrences, { from: '2030-05-14', to: '2030-05-21' }, t.admin);
    expect(listed.occurrences.map((o) => [o.occurrenceDay, o.event.status])).toEqual([
      ['2030-05-14', 'scheduled'],
    ]);
    expect(listed.occurrences[0]!.event.equipment?.map((item) => item.assetNumber)).toEqual([
      tuba.assetNumber,
    ]);
  });

  it('refuses another school’s instrument, one out of service, more than 50, and whoever may not edit the event', async () => {
    const t = newTenant();
    const other = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const event = await h.ok(addEvent, concert([group.id], '2030-11-05'), t.admin);
    const theirs = await instrument(other.admin, 'Tuba');
    expect(
      await h.send(replaceEventEquipment, { eventId: event.id, instrumentIds: [theirs.id] }, t.admin),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Instrument introuvable.' } });

    const tuba = await instrument(t.admin, 'Tuba');
    await h.ok(
      updateInstrument,
      {
        instrumentId: tuba.id,
        family: 'cuivres',
        type: 'Tuba',
        assetNumber: tuba.assetNumber,
        condition: 'out-of-service',
      },
      t.admin,
    );
    expect(
      await h.send(replaceEventEquipment, { eventId: event.id, instrumentIds: [tuba.id] }, t.admin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: `L’instrument ${tuba.assetNumber} est hors service : il ne peut pas être réservé.`,
      },
    });
    const tooMany = Array.from({ length: 51 }, () => tuba.id);
    expect(
      await h.send(replaceEventEquipment, { eventId: event.id, instrumentIds: tooMany }, t.admin),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });

    const mine = await instrument(t.admin, 'Xylophone');
    const ask = { eventId: event.id, instrumentIds: [mine.id] };
    expect(await h.send(replaceEventEquipment, ask, t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(replaceEventEquipment, ask, t.otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(replaceEventEquipment, ask, other.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await upcoming(mine.id, t.admin)).toEqual([]);
  });

  it('never counts what is over as a conflict: two past concerts on one evening both keep the timpani', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const timpani = await instrument(t.admin, 'Timbales');
    const first = await h.ok(addEvent, concert([group.id], '2021-05-12'), t.teacher);
    const second = await h.ok(addEvent, concert([group.id], '2021-05-12', { title: 'Récital' }), t.teacher);
    await h.ok(replaceEventEquipment, { eventId: first.id, instrumentIds: [timpani.id] }, t.teacher);
    const kept = await h.ok(
      replaceEventEquipment,
      { eventId: second.id, instrumentIds: [timpani.id] },
      t.teacher,
    );
    expect(kept.equipment.map((item) => item.assetNumber)).toEqual([timpani.assetNumber]);
    // Ahead, the same evening is still refused.
    const next = await h.ok(addEvent, concert([group.id], '2031-05-12'), t.teacher);
    const later = await h.ok(addEvent, concert([group.id], '2031-05-12', { title: 'Récital' }), t.teacher);
    await h.ok(replaceEventEquipment, { eventId: next.id, instrumentIds: [timpani.id] }, t.teacher);
    const refused = await h.send(
      replaceEventEquipment,
      { eventId: later.id, instrumentIds: [timpani.id] },
      t.teacher,
    );
    expect(refused.ok ? 'reserved' : refused.error.code).toBe('CONFLICT');
  });
});
