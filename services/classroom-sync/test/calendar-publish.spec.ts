import {
  addEvent,
  cancelEvent,
  getCalendarPublication,
  publishCalendar,
  stopCalendarPublication,
  updateEvent,
  type Group,
  type PlanningEventInput,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { SCOPE } from '@crescendo/fake-google';
import { eventually } from '@crescendo/testing';
import { people, type ClassroomHarness, startClassroom } from './classroom-harness.js';
import { importedGroup, marie, pushAccounts } from './push-fixture.js';

const eventsPath = '/calendar/v3/calendars/*/events';
const today = dayOf(new Date());
/** The students of the imported course: none of their names, nor their addresses, may reach Google. */
const studentWords = ['Démo', 'Nouvelle', 'eleve@demo', 'nouvelle@ecole', 'autre@ecole'];

describe('Google Calendar: a group’s events published to the teacher’s calendar (issue 28 §7)', () => {
  let h: ClassroomHarness;
  let group: Group;

  beforeAll(async () => {
    // Two tries per Google call: a longer outage is the BullMQ job's to try again.
    h = await startClassroom({ accounts: pushAccounts, planning: true, env: { GOOGLE_CALL_ATTEMPTS: '2' } });
    group = await importedGroup(h);
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(() => h.google.control.clearFailures());

  const plan = (fields: Partial<PlanningEventInput>) =>
    h.ok(
      addEvent,
      {
        title: 'Répétition',
        type: 'rehearsal',
        day: shiftDay(today, 7),
        startTime: '15:45',
        endTime: '17:00',
        groupIds: [group.id],
        ...fields,
      },
      people.teacher,
    );
  const calendar = () => h.google.control.calendars()[0];
  const atGoogle = (eventId: string) =>
    (calendar()?.events ?? []).filter(
      (e) =>
        (e.extendedProperties as { private: { crescendoEventId: string } }).private.crescendoEventId ===
        eventId,
    );
  const publication = () => h.ok(getCalendarPublication, { groupId: group.id }, people.teacher);
  const settled = () => eventually(publication, (p) => p.pending === 0 && p.publishing, 30_000);

  it('asks the calendar scopes only on ‘Publier dans Google Agenda’, by themselves, the others kept', async () => {
    // The Classroom connection asked no calendar scope; 'Publier' without them writes nothing and says so.
    expect(new URL(h.consentUrls[0]!).searchParams.get('scope')).not.toContain('calendar');
    expect(await publication()).toMatchObject({ connected: true, needsConsent: true, publishing: false });
    expect(await h.ok(publishCalendar, { groupId: group.id }, people.teacher)).toMatchObject({
      needsConsent: true,
      publishing: false,
    });
    expect(h.google.control.requests().filter((r) => r.path.startsWith('/calendar/'))).toEqual([]);

    const landed = await h.connectGoogle(people.teacher, marie, {}, '/teacher/calendrier', group.id);
    expect(landed).toBe(`/teacher/calendrier?auth=google_success&calendar=${group.id}`);
    const consent = new URL(h.consentUrls.at(-1)!).searchParams;
    expect(consent.get('scope')!.split(' ').sort()).toEqual(
      ['openid', 'email', SCOPE.calendar, SCOPE.calendarEvents].sort(),
    );
    expect(consent.get('include_granted_scopes')).toBe('true');
    const [stored] = await h.query<{ scopes: string }>(
      `SELECT scopes FROM google_connections WHERE user_id = $1`,
      [people.teacher.userId],
    );
    expect(stored!.scopes.split(' ')).toEqual(
      expect.arrayContaining([SCOPE.coursesReadonly, SCOPE.calendar, SCOPE.calendarEvents]),
    );
    expect(await publication()).toMatchObject({ needsConsent: false, publishing: false });
  }, 90_000);

  it('publishes: one calendar made once, an event per occurrence of a series, no student named', async () => {
    const concert = await plan({
      title: 'Concert d’hiver',
      type: 'concert',
      place: 'Auditorium',
      bring: 'Partitions',
    });
    const series = await plan({
      day: shiftDay(today, 1),
      callTime: '15:30',
      recurrence: { until: shiftDay(today, 15), exceptions: [shiftDay(today, 8)] },
    });
    // The whole school's events concern the group too (an admin plans them).
    const meeting = await h.ok(
      addEvent,
      {
        title: 'Réunion des parents',
        type: 'meeting',
        day: shiftDay(today, 9),
        startTime: '19:00',
        endTime: '20:30',
        groupIds: [],
      },
      people.admin,
    );
    expect(await h.ok(publishCalendar, { groupId: group.id }, people.teacher)).toMatchObject({
      publishing: true,
      calendarName: `Crescendo — ${group.name}`,
    });
    expect(await settled()).toMatchObject({ published: 3, failed: 0, problem: null });
    expect(atGoogle(meeting.id)).toEqual([expect.objectContaining({ summary: 'Réunion des parents' })]);
    expect(calendar()).toMatchObject({ summary: `Crescendo — ${group.name}`, timeZone: 'America/Toronto' });
    expect(atGoogle(concert.id)).toEqual([
      expect.objectContaining({ summary: 'Concert d’hiver', location: 'Auditorium', status: 'confirmed' }),
    ]);
    expect(atGoogle(concert.id)[0]!.description).toContain('Partitions');
    // Weekly for two weeks and a day, one week off: two occurrences, each its own Google event.
    expect(atGoogle(series.id).map((e) => (e.start as { timeZone: string }).timeZone)).toEqual([
      'America/Toronto',
      'America/Toronto',
    ]);

    await h.ok(publishCalendar, { groupId: group.id }, people.teacher);
    await settled();
    expect(h.google.control.calendars()).toHaveLength(1);
    expect(atGoogle(concert.id)).toHaveLength(1);
    const sent = JSON.stringify(h.google.control.calendarBodies());
    for (const word of studentWords) expect(sent).not.toContain(word);
  }, 90_000);

  it('an edit updates Google, a cancellation marks it cancelled, a new event follows', async () => {
    const moved = await plan({ title: 'Générale', type: 'rehearsal', day: shiftDay(today, 20) });
    await eventually(
      async () => atGoogle(moved.id),
      (events) => events.length === 1,
      30_000,
    );
    const { id: _id, status: _s, sequence: _q, updatedAt: _u, trip: _t, ...fields } = moved;
    await h.ok(
      updateEvent,
      { eventId: moved.id, ...fields, title: 'Générale (salle 104)', place: 'Salle 104' },
      people.teacher,
    );
    await eventually(
      async () => atGoogle(moved.id)[0],
      (event) => event?.summary === 'Générale (salle 104)' && event.location === 'Salle 104',
      30_000,
    );
    await h.ok(cancelEvent, { eventId: moved.id }, people.teacher);
    const cancelled = await eventually(
      async () => atGoogle(moved.id)[0],
      (event) => event?.status === 'cancelled',
      30_000,
    );
    expect(cancelled!.summary).toBe('Annulé : Générale (salle 104)');

    // A whole-school event planned after the publication follows as the group's own do.
    const assembly = await h.ok(
      addEvent,
      {
        title: 'Assemblée de l’école',
        type: 'meeting',
        day: shiftDay(today, 19),
        startTime: '09:00',
        endTime: '10:00',
        groupIds: [],
      },
      people.admin,
    );
    await eventually(
      async () => atGoogle(assembly.id),
      (events) => events.length === 1 && events[0]!.summary === 'Assemblée de l’école',
      30_000,
    );
  }, 90_000);

  it('a Google failing for longer than a call’s tries: the job is tried again until the event lands', async () => {
    h.google.control.injectFailure({ path: eventsPath, method: 'POST', status: 503, times: 3 });
    const stormy = await plan({ title: 'Sectionnelle des cuivres', day: shiftDay(today, 21) });
    await eventually(
      async () => atGoogle(stormy.id),
      (events) => events.length === 1,
      30_000,
    );
    const posts = h.google.control.requests({ method: 'POST' }).filter((r) => r.path.endsWith('/events'));
    expect(posts.map((r) => r.status).slice(-4)).toEqual([503, 503, 503, 200]);
  }, 90_000);

  it('a calendar the teacher deleted in Google Agenda is not made again behind their back; ‘Publier’ makes a new one', async () => {
    const deleted = calendar()!;
    const written = (await settled()).published;
    expect(h.google.control.deleteCalendar(deleted.id as string)).toBe(true);
    const after = await plan({ title: 'Après la suppression', day: shiftDay(today, 24) });
    expect(await eventually(publication, (p) => p.problem === 'calendarDeleted', 30_000)).toMatchObject({
      calendarName: `Crescendo — ${group.name}`,
    });
    expect(h.google.control.calendars()).toEqual([]);
    const inserts = h.google.control
      .requests({ method: 'POST' })
      .filter((r) => r.path.endsWith('/events')).length;
    await plan({ title: 'Pendant l’attente', day: shiftDay(today, 25) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      h.google.control.requests({ method: 'POST' }).filter((r) => r.path.endsWith('/events')),
    ).toHaveLength(inserts);

    // 'Publier dans Google Agenda' again: a new calendar, every event of the group written into it anew.
    expect(await h.ok(publishCalendar, { groupId: group.id }, people.teacher)).toMatchObject({
      problem: null,
    });
    const republished = await settled();
    expect(republished).toMatchObject({ failed: 0, problem: null });
    expect(republished.published).toBe(written + 2);
    expect(h.google.control.calendars()).toHaveLength(1);
    expect(calendar()!.id).not.toBe(deleted.id);
    expect(atGoogle(after.id)).toEqual([expect.objectContaining({ summary: 'Après la suppression' })]);
  }, 90_000);

  it('‘Ne plus publier’ removes nothing from Google and writes no later change', async () => {
    const kept = await plan({ title: 'Répétition gardée', day: shiftDay(today, 22) });
    await eventually(
      async () => atGoogle(kept.id),
      (events) => events.length === 1,
      30_000,
    );
    expect(await h.ok(stopCalendarPublication, { groupId: group.id }, people.teacher)).toMatchObject({
      publishing: false,
    });
    const [{ count: before }] = await h.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM processed_events`,
    );
    const later = await plan({ title: 'Après l’arrêt', day: shiftDay(today, 23) });
    // Its event reached classroom-sync (processed) and nothing was wanted at Google for it.
    await eventually(
      async () =>
        (await h.query<{ count: number }>(`SELECT count(*)::int AS count FROM processed_events`))[0]!.count,
      (count) => count > before,
      30_000,
    );
    expect(await h.query(`SELECT 1 FROM calendar_event_links WHERE event_id = $1`, [later.id])).toEqual([]);
    expect(atGoogle(kept.id)).toHaveLength(1);
    expect(atGoogle(later.id)).toEqual([]);
  }, 90_000);
});
