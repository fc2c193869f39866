import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  addEvent,
  deleteImportedCalendar,
  findPlanningConflicts,
  icsMaxBytes,
  importCalendar,
  importCalendarFromUrl,
  listImportedCalendars,
  listImportedDays,
  organizationDeleted,
  refreshImportedCalendar,
  userDeleted,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { bullPrefix } from '@crescendo/service-kit/jobs';
import { eventually, newTenant, serviceEnv } from '@crescendo/testing';
import { calendarRefreshQueueName } from '../src/calendar-refresh.js';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// 'Importer un calendrier' (issue 28 §4) and the conflict with an imported day (§5), over NATS, on PostgreSQL.
// The calendars by address are served by a web server of this file's own, on every address of the machine:
// the planning may read 127.0.0.1 (its allowed list) and no other private address (127.0.0.2 is the same
// server, refused).
let h: PlanningHarness;
let web: Server;
let webPort: number;
const served = new Map<string, (response: ServerResponse) => void>();
beforeAll(async () => {
  web = createServer((request, response) => {
    const answer = served.get(request.url ?? '');
    if (answer) answer(response);
    else response.writeHead(404).end('introuvable');
  });
  await new Promise<void>((resolve) => web.listen(0, '0.0.0.0', resolve));
  webPort = (web.address() as AddressInfo).port;
  h = await startPlanning({
    demo: true,
    env: { PLANNING_CALENDAR_ALLOW_ADDRESSES: '127.0.0.1', PLANNING_CALENDAR_FETCH_TIMEOUT_MS: '1500' },
  });
}, 90_000);
afterAll(async () => {
  await h?.close();
  web?.closeAllConnections();
  await new Promise((resolve) => web?.close(resolve));
});

const board = (...days: Array<[string, string]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CSS//Calendrier//FR',
    ...days.flatMap(([day, title], i) => [
      'BEGIN:VEVENT',
      `UID:ped-${i}@css.test`,
      'DTSTAMP:20260801T120000Z',
      `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
      `SUMMARY:${title}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const name = 'Calendrier du centre de services';
const stored = async (organizationId: string) => ({
  calendars: await h.count(`imported_calendars WHERE organization_id = $1`, [organizationId]),
  days: await h.count(`imported_days WHERE organization_id = $1`, [organizationId]),
});
const rehearsal = (groupIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Répétition — Harmonie',
  type: 'rehearsal' as const,
  day: '2026-12-04',
  startTime: '15:45',
  endTime: '17:00',
  groupIds,
  ...extra,
});

describe('importing a calendar', () => {
  it('stores an .ics file’s pedagogical days, which everyone of the school reads and another school never', async () => {
    const t = newTenant();
    const other = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    expect(group.id).toBeTruthy();
    const imported = await h.ok(
      importCalendar,
      { name, ics: board(['2026-12-11', 'Journée pédagogique'], ['2027-01-22', 'Journée pédagogique']) },
      t.admin,
    );
    expect(imported).toMatchObject({
      name,
      events: 2,
      firstDay: '2026-12-11',
      lastDay: '2027-01-22',
      replaced: false,
    });
    for (const reader of [t.admin, t.teacher, t.otherTeacher, t.student, t.otherStudent]) {
      const { days } = await h.ok(listImportedDays, { from: '2026-12-01', to: '2026-12-31' }, reader);
      expect(days).toEqual([
        {
          id: expect.any(String),
          calendarId: imported.id,
          calendarName: name,
          title: 'Journée pédagogique',
          allDay: true,
          firstDay: '2026-12-11',
          lastDay: '2026-12-11',
          startsAt: '2026-12-11T05:00:00.000Z',
          endsAt: '2026-12-12T05:00:00.000Z',
        },
      ]);
      expect((await h.ok(listImportedCalendars, {}, reader)).calendars.map((c) => c.name)).toEqual([name]);
    }
    expect(
      (await h.ok(listImportedDays, { from: '2026-12-01', to: '2026-12-31' }, other.admin)).days,
    ).toEqual([]);
    expect((await h.ok(listImportedCalendars, {}, other.student)).calendars).toEqual([]);
  });

  it('warns of an event falling on an imported pedagogical day (a weekly rehearsal too), naming the calendar', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const imported = await h.ok(
      importCalendar,
      { name, ics: board(['2026-12-11', 'Journée pédagogique']) },
      t.admin,
    );
    const { conflicts } = await h.ok(
      findPlanningConflicts,
      rehearsal([group.id], { day: '2026-12-11', startTime: '18:30', endTime: '20:00' }),
      t.admin,
    );
    expect(conflicts).toEqual([
      {
        kind: 'imported',
        event: {
          id: expect.any(String),
          title: 'Journée pédagogique',
          day: '2026-12-11',
          startTime: '00:00',
          startsAt: '2026-12-11T05:00:00.000Z',
        },
        calendar: { id: imported.id, name },
        allDay: true,
      },
    ]);
    // A Friday series from 4 December falls on it on its second week; the teacher asking for their group sees it.
    const weekly = await h.ok(
      findPlanningConflicts,
      rehearsal([group.id], { recurrence: { until: '2027-01-29', exceptions: [] } }),
      t.teacher,
    );
    expect(weekly.conflicts).toEqual([
      expect.objectContaining({ kind: 'imported', event: expect.objectContaining({ day: '2026-12-11' }) }),
    ]);
    // The day before is free; saving on the day stays possible.
    expect(
      (await h.ok(findPlanningConflicts, rehearsal([group.id], { day: '2026-12-10' }), t.admin)).conflicts,
    ).toEqual([]);
    await h.ok(addEvent, rehearsal([group.id], { day: '2026-12-11' }), t.admin);
  });

  it('replaces the days when the same calendar (same name, case and accents aside) is imported again', async () => {
    const t = newTenant();
    const first = await h.ok(
      importCalendar,
      { name, ics: board(['2026-12-11', 'Journée pédagogique'], ['2027-01-22', 'Journée pédagogique']) },
      t.admin,
    );
    const again = await h.ok(
      importCalendar,
      { name: '  CALENDRIER du centre de sérvices ', ics: board(['2027-02-05', 'Journée pédagogique']) },
      t.admin,
    );
    expect(again).toMatchObject({ id: first.id, events: 1, firstDay: '2027-02-05', replaced: true });
    expect(await stored(t.organizationId)).toEqual({ calendars: 1, days: 1 });
    const { days } = await h.ok(listImportedDays, { from: '2026-12-01', to: '2027-02-28' }, t.admin);
    expect(days.map((day) => day.firstDay)).toEqual(['2027-02-05']);
  });

  it('refuses a malformed file, an empty calendar and a file over 512 kB with a French message, and stores nothing', async () => {
    const t = newTenant();
    expect(
      await h.send(importCalendar, { name, ics: 'BEGIN:VCALENDAR\r\nceci n’est pas un calendrier' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message:
          'Ce fichier n’est pas un calendrier iCalendar (.ics) valide : rien n’a été importé. Exportez-le de nouveau depuis son application de calendrier.',
      },
    });
    expect(await h.send(importCalendar, { name, ics: board() }, t.admin)).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Ce calendrier ne contient aucun événement : rien n’a été importé.',
      },
    });
    const huge = board(['2026-12-11', 'Journée pédagogique']).replace(
      'PRODID',
      `X-PAD:${'é'.repeat(icsMaxBytes / 2)}\r\nPRODID`,
    );
    const tooLarge = await h.send(importCalendar, { name, ics: huge }, t.admin);
    expect(tooLarge).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(tooLarge)).toContain('Le fichier dépasse 512 Ko');
    expect(await stored(t.organizationId)).toEqual({ calendars: 0, days: 0 });
    // A bad file imported again under a calendar's name leaves its days as they were.
    await h.ok(importCalendar, { name, ics: board(['2026-12-11', 'Journée pédagogique']) }, t.admin);
    expect(
      (
        await h.send(
          importCalendar,
          { name, ics: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' },
          t.admin,
        )
      ).ok,
    ).toBe(false);
    expect(await stored(t.organizationId)).toEqual({ calendars: 1, days: 1 });
  });

  it('is refused to a teacher and a student (an admin imports and deletes), nothing stored', async () => {
    const t = newTenant();
    for (const actor of [t.teacher, t.student]) {
      expect(
        await h.send(importCalendar, { name, ics: board(['2026-12-11', 'Journée pédagogique']) }, actor),
      ).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect(await stored(t.organizationId)).toEqual({ calendars: 0, days: 0 });
    const imported = await h.ok(
      importCalendar,
      { name, ics: board(['2026-12-11', 'Journée pédagogique']) },
      t.admin,
    );
    expect(await h.send(deleteImportedCalendar, { calendarId: imported.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await h.send(deleteImportedCalendar, { calendarId: imported.id }, newTenant().admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.ok(deleteImportedCalendar, { calendarId: imported.id }, t.admin)).toEqual({
      deleted: true,
    });
    expect(await stored(t.organizationId)).toEqual({ calendars: 0, days: 0 });
    expect(
      (await h.ok(findPlanningConflicts, rehearsal([], { day: '2026-12-11' }), t.admin)).conflicts,
    ).toEqual([]);
  });
});

describe('importing a calendar by its address', () => {
  const at = (path: string, host = '127.0.0.1') => `http://${host}:${webPort}${path}`;
  const serve = (path: string, ics: string, type = 'text/calendar; charset=utf-8') =>
    served.set(path, (response) => response.writeHead(200, { 'content-type': type }).end(ics));
  const fieldMessage = (reply: unknown) => JSON.stringify(reply);

  it('reads the calendar at an address, keeps the address for the admins only, and reads it again on ‘Actualiser’', async () => {
    const t = newTenant();
    const path = `/css-${t.organizationId}.ics`;
    serve(path, board(['2026-12-11', 'Journée pédagogique']));
    const imported = await h.ok(importCalendarFromUrl, { name, url: at(path) }, t.admin);
    expect(imported).toMatchObject({
      name,
      events: 1,
      source: 'url',
      sourceUrl: at(path),
      refreshError: null,
      replaced: false,
    });
    expect(imported.refreshedAt).not.toBeNull();
    expect((await h.ok(listImportedCalendars, { limit: 100 }, t.admin)).calendars[0]).toMatchObject({
      sourceUrl: at(path),
    });
    // A private calendar's address is its key: a teacher or a student reads the days, never the address.
    for (const reader of [t.teacher, t.student])
      expect((await h.ok(listImportedCalendars, { limit: 100 }, reader)).calendars[0]).toMatchObject({
        source: 'url',
        sourceUrl: null,
      });

    // The board adds a day: 'Actualiser' replaces the days with the address's.
    serve(path, board(['2026-12-11', 'Journée pédagogique'], ['2027-01-22', 'Journée pédagogique']));
    expect(await h.ok(refreshImportedCalendar, { calendarId: imported.id }, t.admin)).toMatchObject({
      events: 2,
      lastDay: '2027-01-22',
      refreshError: null,
    });
    expect(await stored(t.organizationId)).toEqual({ calendars: 1, days: 2 });

    // The site fails: the admin is told why, the days of the last good read stay, the list says it too.
    served.set(path, (response) => response.writeHead(503).end('maintenance'));
    const failed = await h.send(refreshImportedCalendar, { calendarId: imported.id }, t.admin);
    expect(failed).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(fieldMessage(failed)).toContain('Le site a répondu par une erreur (503) au lieu du calendrier.');
    expect(await stored(t.organizationId)).toEqual({ calendars: 1, days: 2 });
    expect((await h.ok(listImportedCalendars, { limit: 100 }, t.admin)).calendars[0]).toMatchObject({
      events: 2,
      refreshError: { key: 'planning.calendarUrlStatus', params: { status: 503 } },
    });

    // Only that school's admin refreshes it; a file's calendar has no address to read.
    expect(await h.send(refreshImportedCalendar, { calendarId: imported.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await h.send(refreshImportedCalendar, { calendarId: imported.id }, newTenant().admin),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const file = await h.ok(
      importCalendar,
      { name: 'Fichier', ics: board(['2026-12-18', 'Journée pédagogique']) },
      t.admin,
    );
    expect(file).toMatchObject({ source: 'file', sourceUrl: null, refreshedAt: null });
    expect(fieldMessage(await h.send(refreshImportedCalendar, { calendarId: file.id }, t.admin))).toContain(
      'Ce calendrier a été importé d’un fichier',
    );
  });

  it('reads every calendar by address again on its daily sweep (BullMQ), a failure kept beside the last days', async () => {
    const t = newTenant();
    const good = `/sweep-good-${t.organizationId}.ics`;
    const bad = `/sweep-bad-${t.organizationId}.ics`;
    serve(good, board(['2026-12-11', 'Journée pédagogique']));
    serve(bad, board(['2026-12-11', 'Journée pédagogique']));
    const first = await h.ok(importCalendarFromUrl, { name: 'Bon', url: at(good) }, t.admin);
    const second = await h.ok(importCalendarFromUrl, { name: 'Mauvais', url: at(bad) }, t.admin);
    serve(good, board(['2026-12-11', 'Journée pédagogique'], ['2027-03-05', 'Journée pédagogique']));
    serve(bad, '<html>Cette page a changé</html>', 'text/html');

    const connection = new Redis(serviceEnv().REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue(calendarRefreshQueueName, {
      connection,
      prefix: bullPrefix(serviceEnv().REDIS_PREFIX!),
    });
    try {
      await queue.add('sweep', {}, { removeOnComplete: true });
      const calendars = await eventually(
        async () => (await h.ok(listImportedCalendars, { limit: 100 }, t.admin)).calendars,
        (calendars) => calendars.every((calendar) => calendar.refreshedAt !== calendar.importedAt),
        20_000,
      );
      expect(calendars.find((calendar) => calendar.id === first.id)).toMatchObject({
        events: 2,
        lastDay: '2027-03-05',
        refreshError: null,
      });
      expect(calendars.find((calendar) => calendar.id === second.id)).toMatchObject({
        events: 1,
        refreshError: { key: 'planning.icsMalformed' },
      });
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('never reads an address of a private network (directly, by a redirect) and stores nothing on any refusal', async () => {
    const t = newTenant();
    serve('/private.ics', board(['2026-12-11', 'Journée pédagogique']));
    served.set('/to-private', (response) =>
      response.writeHead(302, { location: at('/private.ics', '127.0.0.2') }).end(),
    );
    served.set('/huge.ics', (response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(`BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(icsMaxBytes + 10)}\r\nEND:VCALENDAR\r\n`);
    });
    const refusals: Array<[string, string]> = [
      // The same server on another loopback address, which the allowed list does not name.
      [at('/private.ics', '127.0.0.2'), 'Cette adresse mène au réseau interne'],
      [at('/to-private'), 'Cette adresse mène au réseau interne'],
      ['http://169.254.169.254/latest/meta-data/', 'Cette adresse mène au réseau interne'],
      [`http://[::1]:${webPort}/private.ics`, 'Cette adresse mène au réseau interne'],
      [at('/missing.ics'), 'Le site a répondu par une erreur (404)'],
      [at('/huge.ics'), 'Le calendrier à cette adresse dépasse 512 Ko'],
      ['http://calendrier.invalid/pedagogique.ics', 'n’a pas pu être lu'],
      ['ftp://example.org/calendrier.ics', 'Entrez l’adresse complète du calendrier'],
      [`http://admin:secret@127.0.0.1:${webPort}/private.ics`, 'Entrez l’adresse complète du calendrier'],
    ];
    for (const [url, words] of refusals) {
      const reply = await h.send(importCalendarFromUrl, { name, url }, t.admin);
      expect({ url, ok: reply.ok }).toEqual({ url, ok: false });
      expect({ url, reply: fieldMessage(reply) }).toEqual({ url, reply: expect.stringContaining(words) });
    }
    expect(await stored(t.organizationId)).toEqual({ calendars: 0, days: 0 });
    // A teacher never imports, whatever the address.
    expect(await h.send(importCalendarFromUrl, { name, url: at('/private.ics') }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await stored(t.organizationId)).toEqual({ calendars: 0, days: 0 });
  });
});

describe('deletions and the demo', () => {
  it('forget who imported a calendar when they are erased; a deleted school’s calendars go', async () => {
    const t = newTenant();
    await h.ok(importCalendar, { name, ics: board(['2026-12-11', 'Journée pédagogique']) }, t.admin);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.admin.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`imported_calendars WHERE imported_by = $1`, [t.admin.userId]),
      (n) => n === 0,
    );
    expect(await stored(t.organizationId)).toEqual({ calendars: 1, days: 1 });
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => stored(t.organizationId),
      (left) => left.calendars === 0 && left.days === 0,
    );
  });

  it('has the board’s calendar with three pedagogical days, read by the demo student', async () => {
    const today = dayOf(new Date());
    const student = {
      userId: demoAccountId('eleve@demo.crescendo.ca'),
      organizationId: demoOrganization.id,
      roles: ['student' as const],
    };
    const { calendars } = await h.ok(listImportedCalendars, {}, student);
    expect(calendars).toEqual([
      expect.objectContaining({ name: 'Calendrier du centre de services scolaire', events: 3 }),
    ]);
    const { days } = await h.ok(listImportedDays, { from: today, to: shiftDay(today, 90) }, student);
    expect(days.map((day) => [day.firstDay, day.allDay])).toEqual([
      [shiftDay(today, 8), true],
      [shiftDay(today, 31), true],
      [shiftDay(today, 59), true],
    ]);
  });
});
