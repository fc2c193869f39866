/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { dayOf, instantAt, shiftDay } from '@crescendo/domain';
import { formatDate } from '@crescendo/i18n';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { UpcomingEvents } from '../src/planning/upcoming-events.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const me = meAs('student', { id: '00000000-0000-4000-8000-000000000003', organizationId });
const zone = 'America/Toronto';
const today = dayOf(new Date(), zone);
const inDays = (days: number) => shiftDay(today, days);
const concertDay = inDays(3);
const concert = {
  occurrenceId: '00000000-0000-4000-8000-000000000301',
  occurrenceDay: concertDay,
  startsAt: instantAt(concertDay, '19:00', zone).toISOString(),
  endsAt: instantAt(concertDay, '21:00', zone).toISOString(),
  callAt: instantAt(concertDay, '18:15', zone).toISOString(),
  event: {
    id: '00000000-0000-4000-8000-000000000401',
    title: 'Concert d’hiver',
    type: 'concert',
    day: concertDay,
    startTime: '19:00',
    endDay: concertDay,
    endTime: '21:00',
    callTime: '18:15',
    place: 'Auditorium',
    groupIds: [],
    dressCode: null,
    bring: 'Lutrin',
    description: null,
    recurrence: null,
    status: 'scheduled',
    sequence: 0,
    updatedAt: '2026-11-01T12:00:00.000Z',
  },
};
const importedDay = (id: string, title: string, firstDay: string, lastDay: string) => ({
  id: `00000000-0000-4000-8000-00000000050${id}`,
  calendarId: '00000000-0000-4000-8000-000000000601',
  calendarName: 'Calendrier du centre de services',
  title,
  allDay: true,
  firstDay,
  lastDay,
  startsAt: instantAt(firstDay, '00:00', zone).toISOString(),
  endsAt: instantAt(shiftDay(lastDay, 1), '00:00', zone).toISOString(),
});
const pedagogicalDay = importedDay('1', 'Journée pédagogique', inDays(1), inDays(1));
const holidays = importedDay('2', 'Congé des fêtes', inDays(10), inDays(14));

/** Issue 28 §2, §4: 'À venir' puts the school's imported days among the student's events, in time order. */
describe("the student's 'À venir'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ path }, query) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/planning/occurrences' && query.get('from') === today)
        return { status: 200, body: { occurrences: [concert], nextCursor: null } };
      if (path === '/planning/imported-days' && query.get('from') === today)
        return { status: 200, body: { days: [pedagogicalDay, holidays], nextCursor: null } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('lists a pedagogical day and a week off beside the concert, each where it falls', async () => {
    renderSignedIn(api.apiBase, <UpcomingEvents />, { queryDefaults: { queries: { retry: false } } });
    const section = await screen.findByRole('region', { name: 'À venir' });
    const items = await within(section).findAllByRole('listitem');
    const date = (day: string) => formatDate(`${day}T12:00:00Z`, 'fr');
    expect(items.map((item) => item.textContent)).toEqual([
      `Journée pédagogique — ${date(inDays(1))}, Toute la journéeImporté · Calendrier du centre de services`,
      `Concert d’hiver — ${date(concertDay)}, 19:00 · AuditoriumHeure d'arrivée : 18:15À apporter : Lutrin`,
      `Congé des fêtes — ${date(inDays(10))} – ${date(inDays(14))}Importé · Calendrier du centre de services`,
    ]);
  });
});
