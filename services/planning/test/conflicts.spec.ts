import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { addEvent, cancelEvent, findPlanningConflicts } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §5 over NATS, on PostgreSQL: before saving, what an event would collide with.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning();
}, 90_000);
afterAll(() => h?.close());

const concert = (groupIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Concert d’hiver',
  type: 'concert' as const,
  day: '2026-12-09',
  callTime: '18:00',
  startTime: '19:00',
  endTime: '21:00',
  place: 'Auditorium',
  groupIds,
  ...extra,
});
/** The choir's weekly rehearsal, Wednesdays 18:30–20:00 from October (across the change of time). */
const rehearsal = (groupIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Répétition — Chorale',
  type: 'rehearsal' as const,
  day: '2026-10-21',
  startTime: '18:30',
  endTime: '20:00',
  place: 'Salle 104',
  groupIds,
  recurrence: { until: '2026-12-16', exceptions: [] },
  ...extra,
});

describe('conflicts before saving', () => {
  it('counts the students of the band already called by the choir’s weekly rehearsal (band and choir), never naming them', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const choir = await h.groupWith(t.teacher, [t.student]);
    const weekly = await h.ok(addEvent, rehearsal([choir.id]), t.admin);
    const { conflicts } = await h.ok(findPlanningConflicts, concert([band.id]), t.admin);
    expect(conflicts).toEqual([
      {
        kind: 'student',
        event: {
          id: weekly.id,
          title: 'Répétition — Chorale',
          day: '2026-12-09',
          startTime: '18:30',
          // 18:30 in Toronto in December (UTC−5): the series kept its wall-clock time across the change.
          startsAt: '2026-12-09T23:30:00.000Z',
        },
        students: 1,
      },
    ]);
    expect(JSON.stringify(conflicts)).not.toContain(t.student.userId);
    // The teacher of both groups may ask too, for their group.
    expect((await h.ok(findPlanningConflicts, concert([band.id]), t.teacher)).conflicts).toHaveLength(1);
  });

  it('finds the same place taken by another event of the school, case and accents aside', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student]);
    const other = await h.groupWith(t.teacher, [t.otherStudent]);
    const taken = await h.ok(
      addEvent,
      concert([other.id], { title: 'Répétition — Harmonie', callTime: null, place: '  salle 104 ' }),
      t.admin,
    );
    const { conflicts } = await h.ok(
      findPlanningConflicts,
      concert([band.id], { place: 'Sâlle 104' }),
      t.admin,
    );
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'place', event: expect.objectContaining({ id: taken.id }) }),
    ]);
    expect(conflicts[0]).not.toHaveProperty('students');
  });

  it('ignores cancelled events, the event itself when it is moved, and touching times', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student]);
    const cancelled = await h.ok(addEvent, concert([band.id]), t.admin);
    await h.ok(cancelEvent, { eventId: cancelled.id }, t.admin);
    const self = await h.ok(addEvent, concert([band.id], { day: '2026-12-10' }), t.admin);
    expect((await h.ok(findPlanningConflicts, concert([band.id]), t.admin)).conflicts).toEqual([]);
    // Moved by an hour: it would collide with itself if its id were not given.
    const moved = concert([band.id], { day: '2026-12-10', startTime: '19:30', endTime: '21:30' });
    expect((await h.ok(findPlanningConflicts, { eventId: self.id, ...moved }, t.admin)).conflicts).toEqual(
      [],
    );
    expect((await h.ok(findPlanningConflicts, moved, t.admin)).conflicts.map((c) => c.kind)).toEqual([
      'place',
      'student',
    ]);
    // Ending at 18:00 touches the call time of 18:00: no collision.
    const before = concert([band.id], {
      day: '2026-12-10',
      callTime: null,
      startTime: '16:00',
      endTime: '18:00',
    });
    expect((await h.ok(findPlanningConflicts, before, t.admin)).conflicts).toEqual([]);
  });

  it('never counts another school’s events', async () => {
    const home = newTenant();
    const away = newTenant();
    const awayGroup = await h.groupWith(away.teacher, [away.student]);
    await h.ok(addEvent, concert([awayGroup.id]), away.admin);
    await h.ok(addEvent, concert([]), away.admin);
    const homeGroup = await h.groupWith(home.teacher, [home.student]);
    expect((await h.ok(findPlanningConflicts, concert([homeGroup.id]), home.admin)).conflicts).toEqual([]);
  });

  it('is refused to a student, and to a teacher for a group they do not teach', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student]);
    expect(await h.send(findPlanningConflicts, concert([band.id]), t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(findPlanningConflicts, concert([band.id]), t.otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('lets the event be saved anyway, and logs it with the event and the kinds, nobody named', async () => {
    const t = newTenant();
    const band = await h.groupWith(t.teacher, [t.student]);
    await h.ok(addEvent, concert([band.id]), t.admin);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const again = await h.ok(addEvent, concert([band.id], { title: 'Concert bis' }), t.admin);
      expect(again.title).toBe('Concert bis');
      const lines = warn.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('planning.event.saved-with-conflicts'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ eventId: again.id, conflictKinds: ['place', 'student'] });
      expect(lines[0]).not.toContain(t.student.userId);
    } finally {
      warn.mockRestore();
    }
  });
});
