/** @jest-environment jsdom */
import { notFound, signedInClient, startApi, type ApiAnswer, meAs } from '@crescendo/web-kit/testing';
import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { portalQueryDefaults } from '@crescendo/web-kit';
import { CalendarView, weekOf } from '../src/calendar/calendar-page.js';

const teacherId = '00000000-0000-4000-8000-000000000001';
const organizationId = '00000000-0000-4000-8000-000000000002';
const harmonieId = '00000000-0000-4000-8000-000000000003';
const choraleId = '00000000-0000-4000-8000-000000000004';
const me = meAs('teacher', { id: teacherId, organizationId });
const groupOf = (id: string, name: string) => ({
  id,
  name,
  description: null,
  teacherId,
  teacherIds: [teacherId],
  studentIds: [],
  viewerCan: ['see', 'teach', 'manage'],
  studentCount: 0,
  organizationId,
  connectionCode: 'ABC123',
  source: 'manual',
  externalId: null,
  importedAt: null,
  schoolYear: '2026-2027',
  archived: false,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
});
const groups = [groupOf(harmonieId, 'MUS212 — Harmonie'), groupOf(choraleId, 'MUS110 — Chorale')];

/** What each event of the spec says; the rest is the planning's defaults. */
type EventFields = { title: string; day: string; groupIds: string[] } & Record<string, unknown>;
const eventOf = (id: string, fields: EventFields) => ({
  id,
  type: 'rehearsal',
  endDay: fields.day,
  callTime: null,
  place: null,
  dressCode: null,
  bring: null,
  description: null,
  recurrence: null,
  status: 'scheduled',
  sequence: 0,
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});
const rehearsal = eventOf('10000000-0000-4000-8000-000000000001', {
  title: 'Répétition — Harmonie',
  day: '2026-12-03',
  startTime: '19:00',
  endTime: '21:00',
  callTime: '18:30',
  place: 'Salle 104',
  groupIds: [harmonieId],
  bring: 'Lutrin',
  recurrence: { until: '2026-12-17', exceptions: ['2026-12-10'] },
});
const concert = eventOf('10000000-0000-4000-8000-000000000002', {
  title: 'Concert de Noël',
  type: 'concert',
  day: '2026-12-09',
  startTime: '19:00',
  endTime: '21:00',
  groupIds: [choraleId],
  status: 'cancelled',
});
const meeting = eventOf('10000000-0000-4000-8000-000000000003', {
  title: 'Réunion des parents',
  type: 'meeting',
  day: '2026-12-15',
  startTime: '18:00',
  endTime: '19:00',
  groupIds: [],
});
// 19:00 in Toronto in December is midnight UTC the next day.
const occurrenceOf = (
  n: number,
  event: ReturnType<typeof eventOf>,
  startsAt: string,
  endsAt: string,
  callAt: string | null,
) => ({
  occurrenceId: `20000000-0000-4000-8000-00000000000${n}`,
  occurrenceDay: event.day,
  startsAt,
  endsAt,
  callAt,
  event,
});
const occurrences = [
  occurrenceOf(
    1,
    rehearsal,
    '2026-12-04T00:00:00.000Z',
    '2026-12-04T02:00:00.000Z',
    '2026-12-03T23:30:00.000Z',
  ),
  occurrenceOf(2, concert, '2026-12-10T00:00:00.000Z', '2026-12-10T02:00:00.000Z', null),
  occurrenceOf(3, meeting, '2026-12-15T23:00:00.000Z', '2026-12-16T00:00:00.000Z', null),
];
const scales = {
  id: '30000000-0000-4000-8000-000000000001',
  organizationId,
  groupId: harmonieId,
  teacherId,
  title: 'Gammes de si bémol',
  description: '',
  dueAt: '2026-12-08T04:59:00.000Z',
  dueDate: '2026-12-07',
  dueTime: '23:59',
  wholeGroup: true,
  studentIds: [],
  sendToClassroom: false,
  status: 'active',
  submittedCount: 0,
  waitingCount: 3,
  totalCount: 3,
  myStatus: null,
  createdAt: '2026-11-20T12:00:00.000Z',
};
const placeTaken = {
  kind: 'place',
  event: {
    id: '40000000-0000-4000-8000-000000000001',
    title: 'Examen de piano',
    day: '2026-12-11',
    startTime: '18:30',
    startsAt: '2026-12-11T23:30:00.000Z',
  },
};
const pedagogicalDay = {
  kind: 'imported',
  event: {
    id: '40000000-0000-4000-8000-000000000002',
    title: 'Journée pédagogique',
    day: '2026-12-11',
    startTime: '00:00',
    startsAt: '2026-12-11T05:00:00.000Z',
  },
  calendar: { id: '50000000-0000-4000-8000-000000000001', name: 'Calendrier du centre de services' },
  allDay: true,
};

/** The board's holidays, imported by the admin: on each of their days, read-only. */
const holidays = {
  id: '60000000-0000-4000-8000-000000000001',
  calendarId: '50000000-0000-4000-8000-000000000001',
  calendarName: 'Calendrier du centre de services',
  title: 'Congé des Fêtes',
  allDay: true,
  firstDay: '2026-12-21',
  lastDay: '2026-12-23',
  startsAt: '2026-12-21T05:00:00.000Z',
  endsAt: '2026-12-24T05:00:00.000Z',
};

/** The gateway as the planning, groups and homework answer a teacher of Harmonie and Chorale. */
function answer(
  { method, path, body }: { method: string; path: string; body: unknown },
  query: URLSearchParams,
): ApiAnswer {
  if (path === '/me') return { status: 200, body: me };
  if (path === '/groups') return { status: 200, body: { groups, canCreateSampleGroups: false } };
  if (path === '/planning/occurrences') {
    // The planning's rule: one group's events and the whole school's.
    const groupId = query.get('groupId');
    const [from, to] = [query.get('from')!, query.get('to')!];
    const listed = occurrences.filter(
      (one) =>
        one.occurrenceDay >= from &&
        one.occurrenceDay <= to &&
        (!groupId || one.event.groupIds.length === 0 || one.event.groupIds.includes(groupId)),
    );
    return { status: 200, body: { occurrences: listed, nextCursor: null } };
  }
  if (path === '/planning/imported-days') {
    const [from, to] = [query.get('from')!, query.get('to')!];
    const listed = holidays.firstDay <= to && holidays.lastDay >= from ? [holidays] : [];
    return { status: 200, body: { days: listed, nextCursor: null } };
  }
  if (path === '/assignments') {
    const groupId = query.get('groupId');
    const listed = !groupId || groupId === harmonieId ? [scales] : [];
    return {
      status: 200,
      body: {
        assignments: listed,
        nextCursor: null,
        counts: { assignments: listed.length, late: 0, submitted: 0, expected: 3 },
      },
    };
  }
  if (path === '/planning/events/conflicts' && method === 'POST')
    return { status: 200, body: { conflicts: [placeTaken, pedagogicalDay] } };
  if (path === '/planning/events' && method === 'POST')
    return {
      status: 201,
      body: {
        ...rehearsal,
        ...(body as object),
        id: '10000000-0000-4000-8000-000000000009',
        endDay: (body as { day: string }).day,
      },
    };
  if (path === `/planning/events/${rehearsal.id}` && method === 'PUT')
    return { status: 200, body: { ...rehearsal, ...(body as object), endDay: rehearsal.day, sequence: 1 } };
  if (path === `/planning/events/${rehearsal.id}/cancel` && method === 'POST')
    return { status: 200, body: { ...rehearsal, status: 'cancelled', sequence: 1 } };
  return notFound;
}

function Signed({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [client] = useState(() => new QueryClient({ defaultOptions: portalQueryDefaults }));
  return status === 'authenticated' ? (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  ) : (
    <p>{status}</p>
  );
}

/** The sidebar's group selector, as the layout hands its choice to the page. */
function WithSelector() {
  const [groupId, setGroupId] = useState<string | null>(null);
  return (
    <>
      <label>
        Groupe
        <select
          aria-label="Groupe"
          value={groupId ?? ''}
          onChange={(event) => setGroupId(event.target.value || null)}
        >
          <option value="">Tous les groupes</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <CalendarView groupId={groupId} today="2026-12-05" />
    </>
  );
}

/**
 * Issue 28 §2: the teacher's 'Calendrier' against the gateway's routes (a real HTTP stand-in): the month by day
 * filtered by the sidebar's group, with call times, places, groups, 'Annulé' and the due dates of assignments;
 * 'Nouvel événement' for a group taught (never the whole school) with the conflict warning before saving;
 * 'Modifier' sends PUT; "Annuler l'événement" is asked first.
 */
describe('the teacher’s Calendrier', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(answer);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.calls.length = 0;
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Signed>
          <WithSelector />
        </Signed>
      </AuthProvider>,
    );
  });

  const list = () => screen.findByRole('list', { name: 'Événements et échéances' }, { timeout: 10_000 });

  it('lists the month by day, with call time, place, groups, Annulé and due dates, filtered by the group chosen', async () => {
    const days = await list();
    await within(days).findByText('Pratique à remettre : Gammes de si bémol');
    within(days).getByText('Répétition — Harmonie');
    within(days).getByText("Heure d'arrivée : 18:30");
    await within(days).findByText('Répétition · MUS212 — Harmonie · Salle 104');
    within(days).getByText('Concert de Noël');
    within(days).getByText('Annulé');
    within(days).getByText('Réunion · Toute l’école');
    screen.getByRole('heading', { name: 'décembre 2026' });
    // The school's imported days, on each of their days, whatever the group, with nothing to change.
    expect(within(days).getAllByText('Congé des Fêtes')).toHaveLength(3);
    expect(within(days).getAllByText('Importé · Calendrier du centre de services')).toHaveLength(3);
    // The cancelled event and the whole school's are not the teacher's to change.
    screen.getByRole('button', { name: 'Modifier — Répétition — Harmonie (3 décembre 2026)' });
    expect(screen.queryByRole('button', { name: /^Modifier — Réunion des parents/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier — Concert de Noël/ })).toBeNull();

    await userEvent.setup().selectOptions(screen.getByLabelText('Groupe'), harmonieId);
    await waitFor(() => expect(screen.queryByText('Concert de Noël')).toBeNull());
    screen.getByText('Répétition — Harmonie');
    screen.getByText('Réunion des parents');
    screen.getByText('Pratique à remettre : Gammes de si bémol');

    await userEvent.setup().selectOptions(screen.getByLabelText('Groupe'), choraleId);
    await screen.findByText('Concert de Noël');
    await waitFor(() => expect(screen.queryByText('Répétition — Harmonie')).toBeNull());
    expect(screen.queryByText('Pratique à remettre : Gammes de si bémol')).toBeNull();
    expect(screen.getAllByText('Congé des Fêtes')).toHaveLength(3);
  }, 30_000);

  it('shows the week, Monday to Sunday', async () => {
    expect(weekOf('2026-12-05')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekOf('2026-12-07', 1)).toEqual({ from: '2026-12-14', to: '2026-12-20' });
    await list();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Semaine' }));
    await screen.findByRole('heading', { name: 'Semaine du 30 novembre 2026' });
    await waitFor(() => expect(screen.queryByText('Réunion des parents')).toBeNull());
    screen.getByText('Répétition — Harmonie');
  }, 30_000);

  it('never offers the whole school, refuses to save without a group, and warns of a conflict before saving', async () => {
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouvel événement' }));
    const group = await screen.findByLabelText(/^Groupe concerné/);
    const choices = within(group)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['Choisissez un de vos groupes', 'MUS212 — Harmonie', 'MUS110 — Chorale']);
    expect(choices).not.toContain('Toute l’école');

    await user.type(screen.getByLabelText(/^Titre/), 'Répétition partielle');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'rehearsal');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-11' } });
    fireEvent.change(screen.getByLabelText(/^Début/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText(/^Fin/), { target: { value: '20:00' } });
    await user.type(screen.getByLabelText('Lieu'), 'Salle 104');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      'Choisissez un de vos groupes : seul un administrateur planifie pour toute l’école.',
    );
    expect(api.calls.filter((call) => call.path === '/planning/events')).toEqual([]);

    await user.selectOptions(group, choraleId);
    await screen.findByText(
      'Conflit : le local « Salle 104 » est déjà pris par « Examen de piano » (11 déc., 18 h 30).',
      {},
      { timeout: 5_000 },
    );
    screen.getByText(
      'Conflit : le 11 déc. est « Journée pédagogique » (calendrier importé « Calendrier du centre de services »).',
    );
    expect(api.calls.filter((call) => call.path === '/planning/events/conflicts').at(-1)!.body).toMatchObject(
      {
        groupIds: [choraleId],
        eventId: null,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = api.calls.filter((call) => call.path === '/planning/events' && call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({
      title: 'Répétition partielle',
      day: '2026-12-11',
      startTime: '19:00',
      endTime: '20:00',
      place: 'Salle 104',
      groupIds: [choraleId],
    });
  }, 30_000);

  it('Modifier sends every field again with PUT, keeping what the form does not show', async () => {
    await list();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Modifier — Répétition — Harmonie (3 décembre 2026)' }),
    );
    await screen.findByRole('dialog', { name: 'Modifier l’événement' });
    const place = screen.getByLabelText('Lieu');
    expect(place).toHaveProperty('value', 'Salle 104');
    expect(screen.getByLabelText(/^Heure d'arrivée/)).toHaveProperty('value', '18:30');
    await user.clear(place);
    await user.type(place, 'Auditorium');
    await waitFor(
      () =>
        expect(
          api.calls.filter((call) => call.path === '/planning/events/conflicts').at(-1)?.body,
        ).toMatchObject({
          place: 'Auditorium',
          eventId: rehearsal.id,
        }),
      { timeout: 5_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.path).toBe(`/planning/events/${rehearsal.id}`);
    expect(put[0]!.body).toEqual({
      title: 'Répétition — Harmonie',
      type: 'rehearsal',
      day: '2026-12-03',
      startTime: '19:00',
      endDay: null,
      endTime: '21:00',
      callTime: '18:30',
      place: 'Auditorium',
      groupIds: [harmonieId],
      dressCode: null,
      bring: 'Lutrin',
      description: null,
      recurrence: { until: '2026-12-17', exceptions: ['2026-12-10'] },
    });
  }, 30_000);

  it('asks before "Annuler l\'événement": Garder sends nothing, confirming cancels', async () => {
    await list();
    const user = userEvent.setup();
    const cancelButton = await screen.findByRole('button', {
      name: "Annuler l'événement — Répétition — Harmonie (3 décembre 2026)",
    });
    await user.click(cancelButton);
    await screen.findByRole('dialog', { name: "Annuler l'événement" });
    screen.getByText(
      '« Répétition — Harmonie » restera au calendrier, marqué Annulé. Les groupes le verront.',
    );
    await user.click(screen.getByRole('button', { name: 'Garder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([]);

    await user.click(cancelButton);
    await screen.findByRole('dialog', { name: "Annuler l'événement" });
    await user.click(screen.getByRole('button', { name: "Annuler l'événement" }));
    await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1));
    expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([
      { method: 'POST', path: `/planning/events/${rehearsal.id}/cancel`, body: undefined },
    ]);
  }, 30_000);
});
