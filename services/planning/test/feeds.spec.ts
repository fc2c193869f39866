import {
  addEvent,
  cancelEvent,
  createFeed,
  deleteImportedCalendar,
  importCalendar,
  removeGroupMember,
  renderFeed,
  updateEvent,
} from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §4 over NATS: a private address per person, its token hashed, the ICS of their groups' events.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning({ now: () => new Date('2026-11-20T15:00:00Z') });
}, 90_000);
afterAll(() => h?.close());

const rehearsal = (groupIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Répétition générale — Harmonie et chœur, avant le concert de Noël à l’auditorium',
  type: 'rehearsal' as const,
  day: '2026-12-03',
  callTime: '15:30',
  startTime: '15:45',
  endTime: '17:00',
  place: 'Local 112',
  groupIds,
  bring: 'Instrument, partitions et crayon à mine',
  recurrence: { until: '2026-12-17', exceptions: ['2026-12-10'] },
  ...extra,
});

/** The document's lines, unfolded (RFC 5545 §3.1). */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (body: string, name: string) =>
  unfolded(body).filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('calendar feeds', () => {
  it('carry the person’s groups’ events, valid ICS folded at 75 octets, UIDs stable, SEQUENCE raised, cancelled kept', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const other = await h.groupWith(t.otherTeacher, [t.otherStudent]);
    const series = await h.ok(addEvent, rehearsal([group.id]), t.teacher);
    await h.ok(addEvent, rehearsal([other.id], { title: 'Autre groupe' }), t.otherTeacher);
    const { token, path } = await h.ok(createFeed, {}, t.student);
    expect(path).toBe(`/api/v1/planning/feeds/${token}.ics`);
    expect(await h.count(`feed_links WHERE token_hash = $1`, [token])).toBe(0);

    const first = await h.ok(renderFeed, { token }, null);
    expect(first.contentType).toBe('text/calendar; charset=utf-8');
    expect(first.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const line of first.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(property(first.body, 'UID')).toEqual([
      `UID:${series.id}-20261203@crescendo`,
      `UID:${series.id}-20261217@crescendo`,
    ]);
    expect(property(first.body, 'SEQUENCE')).toEqual(['SEQUENCE:0', 'SEQUENCE:0']);
    expect(property(first.body, 'DTSTART')).toEqual(['DTSTART:20261203T204500Z', 'DTSTART:20261217T204500Z']);
    expect(property(first.body, 'DTSTAMP')).toHaveLength(2);
    // Text escaped (the comma) and folded at 75 octets, accents counted as their UTF-8 bytes.
    expect(unfolded(first.body)).toContain(
      'SUMMARY:Répétition générale — Harmonie et chœur\\, avant le concert de Noël à l’auditorium',
    );
    expect(unfolded(first.body)).toContain(
      "DESCRIPTION:Heure d'arrivée : 15 h 30\\nÀ apporter : Instrument\\, partitions et crayon à mine",
    );
    expect(first.body).not.toContain('Autre groupe');
    expect((await h.ok(renderFeed, { token }, null)).etag).toBe(first.etag);

    await h.ok(
      updateEvent,
      { eventId: series.id, ...rehearsal([group.id], { place: 'Auditorium' }) },
      t.teacher,
    );
    await h.ok(cancelEvent, { eventId: series.id }, t.admin);
    const changed = await h.ok(renderFeed, { token }, null);
    expect(changed.etag).not.toBe(first.etag);
    expect(property(changed.body, 'SEQUENCE')).toEqual(['SEQUENCE:2', 'SEQUENCE:2']);
    expect(property(changed.body, 'STATUS')).toEqual(['STATUS:CANCELLED', 'STATUS:CANCELLED']);
    expect(property(changed.body, 'UID')).toEqual(property(first.body, 'UID'));
  });

  it('rotates with ‘Nouveau lien’: the old address stops answering', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const before = await h.ok(createFeed, {}, t.student);
    const after = await h.ok(createFeed, {}, t.student);
    expect(await h.send(renderFeed, { token: before.token }, null)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Ce lien de calendrier n’existe pas ou a été remplacé.' },
    });
    expect((await h.ok(renderFeed, { token: after.token }, null)).body).toContain('BEGIN:VCALENDAR');
    expect(await h.send(createFeed, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('lose a group’s events as soon as the student leaves it, and name no student', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await h.ok(addEvent, rehearsal([group.id]), t.teacher);
    const { token } = await h.ok(createFeed, {}, t.student);
    expect(property((await h.ok(renderFeed, { token }, null)).body, 'UID')).toHaveLength(2);
    await h.ok(removeGroupMember, { groupId: group.id, studentId: t.student.userId }, t.teacher);
    await eventually(
      async () => property((await h.ok(renderFeed, { token }, null)).body, 'UID'),
      (uids) => uids.length === 0,
    );
    expect((await h.ok(renderFeed, { token }, null)).body).not.toContain(t.student.userId);
  });

  it('carry the school’s imported days to everyone, as whole days, the same UID after a new import', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const ics = (title: string) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//CSS//Calendrier//FR',
        'BEGIN:VEVENT',
        'UID:ped-1@css.test',
        'DTSTAMP:20260801T120000Z',
        'DTSTART;VALUE=DATE:20261204',
        'DTEND;VALUE=DATE:20261205',
        `SUMMARY:${title}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
    const name = 'Journées pédagogiques du CSS';
    await h.ok(importCalendar, { name, ics: ics('Journée pédagogique') }, t.admin);
    // A student in no event's group still has the school's days off.
    const { token } = await h.ok(createFeed, {}, t.student);
    const first = await h.ok(renderFeed, { token }, null);
    expect(property(first.body, 'DTSTART')).toEqual(['DTSTART;VALUE=DATE:20261204']);
    expect(property(first.body, 'DTEND')).toEqual(['DTEND;VALUE=DATE:20261205']);
    expect(unfolded(first.body)).toContain('SUMMARY:Journée pédagogique');
    expect(unfolded(first.body)).toContain(`DESCRIPTION:Calendrier importé : ${name}`);
    const [uid] = property(first.body, 'UID');
    expect(uid).toMatch(/@import\.crescendo$/);

    // Imported again, unchanged: new rows, the same UID and the same bytes (the 304 holds).
    await h.ok(importCalendar, { name, ics: ics('Journée pédagogique') }, t.admin);
    const again = await h.ok(renderFeed, { token }, null);
    expect(property(again.body, 'UID')).toEqual([uid]);
    expect(again.etag).toBe(first.etag);
    // Renamed: another day for the calendar app; the teacher's feed has it too; gone with its calendar.
    const renamed = await h.ok(importCalendar, { name, ics: ics('Journée pédagogique (école)') }, t.admin);
    const teacherFeed = await h.ok(createFeed, {}, t.teacher);
    const teacherDays = property((await h.ok(renderFeed, { token: teacherFeed.token }, null)).body, 'UID');
    expect(teacherDays).toHaveLength(1);
    expect(teacherDays).not.toEqual([uid]);
    await h.ok(deleteImportedCalendar, { calendarId: renamed.id }, t.admin);
    expect(property((await h.ok(renderFeed, { token }, null)).body, 'UID')).toEqual([]);
  });
});
