import { addEvent, cancelEvent, listOccurrences, updateEvent } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §1 over NATS, on PostgreSQL: events, their weekly series in Toronto's time, who writes and reads.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning();
}, 90_000);
afterAll(() => h?.close());

const concert = (groupIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Concert d’hiver',
  type: 'concert' as const,
  day: '2026-12-10',
  callTime: '18:15',
  startTime: '19:00',
  endTime: '21:00',
  place: 'Auditorium',
  groupIds,
  dressCode: 'Tenue noire',
  bring: 'Instrument et partitions',
  ...extra,
});

const december = { from: '2026-12-01', to: '2026-12-31' };

describe('events', () => {
  it('are added by the admin for a group, with instants in Toronto time, and read by that group’s student only', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const added = await h.ok(addEvent, concert([group.id]), t.admin);
    expect(added).toMatchObject({
      title: 'Concert d’hiver',
      status: 'scheduled',
      sequence: 0,
      groupIds: [group.id],
    });
    const mine = await h.ok(listOccurrences, december, t.student);
    expect(mine.occurrences).toEqual([
      expect.objectContaining({
        occurrenceDay: '2026-12-10',
        // 19:00 in Toronto in December (UTC−5), the call time 18:15.
        startsAt: '2026-12-11T00:00:00.000Z',
        callAt: '2026-12-10T23:15:00.000Z',
        endsAt: '2026-12-11T02:00:00.000Z',
        event: expect.objectContaining({ id: added.id, bring: 'Instrument et partitions' }),
      }),
    ]);
    expect((await h.ok(listOccurrences, december, t.otherStudent)).occurrences).toEqual([]);
    expect((await h.ok(listOccurrences, december, t.otherTeacher)).occurrences).toEqual([]);
    expect((await h.ok(listOccurrences, december, t.teacher)).occurrences).toHaveLength(1);
  });

  it('for the whole school are the admin’s alone, and every member of the school reads them', async () => {
    const t = newTenant();
    await h.ok(addEvent, concert([]), t.admin);
    expect((await h.ok(listOccurrences, december, t.otherStudent)).occurrences).toHaveLength(1);
    expect(await h.send(addEvent, concert([]), t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: expect.stringContaining('Seul un administrateur') },
    });
    expect((await h.ok(listOccurrences, december, newTenant().admin)).occurrences).toEqual([]);
  });

  it('are written by a teacher for the groups groups says they teach, and no other', async () => {
    const t = newTenant();
    const mine = await h.groupWith(t.teacher, [t.student]);
    const theirs = await h.groupWith(t.otherTeacher, [t.otherStudent]);
    await h.ok(addEvent, concert([mine.id]), t.teacher);
    const refused = await h.send(addEvent, concert([mine.id, theirs.id]), t.teacher);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Vous ne pouvez planifier que pour les groupes que vous enseignez.',
      },
    });
    const other = await h.ok(addEvent, concert([theirs.id]), t.otherTeacher);
    expect(await h.send(cancelEvent, { eventId: other.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(addEvent, concert([mine.id]), t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.count(`events WHERE organization_id = $1`, [t.organizationId])).toBe(2);
  });

  it('refuse bad input with the French message and store nothing', async () => {
    const t = newTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Le titre est requis.'],
      [
        { type: 'party' },
        'Choisissez un type : Répétition, Concert, Sortie, Examen, Réunion ou Date limite.',
      ],
      [{ endTime: '18:00' }, 'La fin doit suivre le début.'],
      [{ callTime: '19:30' }, 'L’heure d’arrivée ne peut pas suivre le début.'],
      [{ day: '2026-02-30' }, 'Cette date n’existe pas.'],
      [
        { recurrence: { until: '2028-01-01' } },
        'La dernière date de la série suit la première, au plus un an après.',
      ],
    ];
    for (const [change, message] of cases) {
      const reply = await h.send(addEvent, concert([], change), t.admin);
      expect({ change, reply }).toMatchObject({
        change,
        reply: { ok: false, error: { code: 'VALIDATION_FAILED' } },
      });
      expect(JSON.stringify(reply)).toContain(message);
    }
    expect(await h.count(`events WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('repeat weekly until a day, except the days given, at the same wall-clock time across the DST change', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await h.ok(
      addEvent,
      {
        title: 'Répétition — Harmonie',
        type: 'rehearsal',
        day: '2026-10-22',
        startTime: '15:45',
        endTime: '17:00',
        groupIds: [group.id],
        recurrence: { until: '2026-11-19', exceptions: ['2026-11-05'] },
      },
      t.teacher,
    );
    const page = await h.ok(listOccurrences, { from: '2026-10-01', to: '2026-11-30', limit: 2 }, t.student);
    const rest = await h.ok(
      listOccurrences,
      { from: '2026-10-01', to: '2026-11-30', limit: 2, cursor: page.nextCursor! },
      t.student,
    );
    expect([...page.occurrences, ...rest.occurrences].map((o) => [o.occurrenceDay, o.startsAt])).toEqual([
      ['2026-10-22', '2026-10-22T19:45:00.000Z'],
      ['2026-10-29', '2026-10-29T19:45:00.000Z'],
      // Toronto leaves daylight saving time on November 1st: 15:45 is now 20:45 UTC.
      ['2026-11-12', '2026-11-12T20:45:00.000Z'],
      ['2026-11-19', '2026-11-19T20:45:00.000Z'],
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('are changed (every field again, SEQUENCE raised) and cancelled, staying listed as cancelled', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const added = await h.ok(addEvent, concert([group.id]), t.teacher);
    const moved = await h.ok(
      updateEvent,
      { eventId: added.id, ...concert([group.id], { day: '2026-12-17' }) },
      t.teacher,
    );
    expect(moved).toMatchObject({ day: '2026-12-17', sequence: 1 });
    const cancelled = await h.ok(cancelEvent, { eventId: added.id }, t.admin);
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    const listed = await h.ok(listOccurrences, december, t.student);
    expect(listed.occurrences.map((o) => [o.occurrenceDay, o.event.status])).toEqual([
      ['2026-12-17', 'cancelled'],
    ]);
    expect(await h.send(cancelEvent, { eventId: added.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet événement est déjà annulé.' },
    });
    expect(
      await h.send(updateEvent, { eventId: added.id, ...concert([group.id]) }, newTenant().admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Événement introuvable.' },
    });
  });

  it('are listed by a date range of at most 100 days', async () => {
    const reply = await h.send(listOccurrences, { from: '2026-09-01', to: '2026-12-31' }, newTenant().admin);
    expect(JSON.stringify(reply)).toContain('La période couvre au plus 100 jours.');
  });
});
