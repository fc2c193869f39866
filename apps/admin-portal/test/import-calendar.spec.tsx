/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, type ApiCall, meAs } from '@crescendo/web-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PlanningConflict } from '@crescendo/contracts';
import { dayOf, monthOf } from '@crescendo/domain';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { EventConflicts } from '@crescendo/planning-ui';
import { calendarNameIn } from '../src/planning/import-calendar-modal.js';
import { PlanningPage } from '../src/planning/planning-page.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const me = meAs('admin', { organizationId });
const calendarId = '55555555-5555-4555-8555-555555555555';
const calendarName = 'Calendrier du centre de services';
// A pedagogical day in the month the page opens on.
const month = monthOf(dayOf(new Date()));
const pedagogicalDay = month.from;
const calendar = {
  id: calendarId,
  name: calendarName,
  events: 2,
  firstDay: pedagogicalDay,
  lastDay: month.to,
  importedAt: '2026-11-01T12:00:00.000Z',
  source: 'file',
  sourceUrl: null,
  refreshedAt: null,
  refreshError: null,
};
const boardUrl = 'https://css.example.ca/journees.ics';
const urlCalendar = {
  ...calendar,
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Journées du centre de services',
  source: 'url',
  sourceUrl: boardUrl,
  refreshedAt: '2026-11-02T12:00:00.000Z',
  refreshError: { key: 'planning.calendarUrlStatus', params: { status: 503 } },
};
const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'X-WR-CALNAME:CSS des Mille-Îles',
  'BEGIN:VEVENT',
  'UID:a@css',
  'DTSTART;VALUE=DATE:20261211',
  'SUMMARY:Journée pédagogique',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const malformedMessage =
  'Ce fichier n’est pas un calendrier iCalendar (.ics) valide : rien n’a été importé. Exportez-le de nouveau depuis son application de calendrier.';

/**
 * Issue 28 §4: the admin's 'Planification' shows the imported days, read-only and marked with their calendar,
 * lists the imported calendars, imports an .ics file ('Importer un calendrier') and deletes a calendar.
 */
describe("the admin's 'Importer un calendrier'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const imports: ApiCall[] = [];
  const deletions: ApiCall[] = [];
  const urlImports: ApiCall[] = [];
  const refreshes: ApiCall[] = [];

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi((call) => {
      const { method, path } = call;
      if (path === '/me') return { status: 200, body: me };
      if (path === '/groups') return { status: 200, body: { groups: [], canCreateSampleGroups: false } };
      if (path === '/planning/occurrences')
        return { status: 200, body: { occurrences: [], nextCursor: null } };
      if (path === '/planning/imported-days')
        return {
          status: 200,
          body: {
            days: [
              {
                id: '66666666-6666-4666-8666-666666666666',
                calendarId,
                calendarName,
                title: 'Journée pédagogique',
                allDay: true,
                firstDay: pedagogicalDay,
                lastDay: pedagogicalDay,
                startsAt: `${pedagogicalDay}T05:00:00.000Z`,
                endsAt: `${pedagogicalDay}T23:00:00.000Z`,
              },
            ],
            nextCursor: null,
          },
        };
      if (path === '/planning/calendars' && method === 'GET')
        return { status: 200, body: { calendars: [calendar, urlCalendar], nextCursor: null } };
      if (path === '/planning/calendars/from-url' && method === 'POST') {
        urlImports.push(call);
        return { status: 200, body: { ...urlCalendar, refreshError: null, events: 3, replaced: false } };
      }
      if (path === `/planning/calendars/${urlCalendar.id}/refresh` && method === 'POST') {
        refreshes.push(call);
        return { status: 200, body: { ...urlCalendar, refreshError: null } };
      }
      if (path === '/planning/calendars' && method === 'POST') {
        imports.push(call);
        const body = call.body as { ics: string };
        if (!body.ics.includes('BEGIN:VEVENT'))
          return {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: malformedMessage,
                messageKey: 'planning.icsMalformed',
                fieldMessages: { ics: { key: 'planning.icsMalformed' } },
              },
            },
          };
        return { status: 200, body: { ...calendar, name: 'CSS des Mille-Îles', events: 1, replaced: false } };
      }
      if (path === `/planning/calendars/${calendarId}` && method === 'DELETE') {
        deletions.push(call);
        return { status: 200, body: { deleted: true } };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  const renderPage = () => renderSignedIn(api.apiBase, <PlanningPage />, { toasts: true });

  it('shows an imported pedagogical day in the month, read-only and marked with its calendar', async () => {
    renderPage();
    const badge = await screen.findByText(`Importé · ${calendarName}`, {}, { timeout: 10_000 });
    const item = badge.closest('li')!;
    within(item).getByText('Journée pédagogique');
    within(item).getByText(/Toute la journée/);
    expect(within(item).queryByRole('button')).toBeNull();
    await screen.findByText(calendarName, { selector: '.cr-planning__title' });
  }, 30_000);

  it('imports an .ics file under the name it carries, and says how many days came in', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer un calendrier' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText(/^Fichier \.ics/),
      new File([ics], 'css.ics', { type: 'text/calendar' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Nom du calendrier/)).toHaveProperty(
        'value',
        'CSS des Mille-Îles',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    await screen.findByText('Calendrier importé : 1 journée ou événement');
    expect(imports.at(-1)!.body).toEqual({ name: 'CSS des Mille-Îles', ics });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('shows the server’s French refusal of a malformed file, and refuses a file over 512 kB without sending it', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer un calendrier' }));
    const dialog = await screen.findByRole('dialog');
    const sent = imports.length;
    await user.upload(
      within(dialog).getByLabelText(/^Fichier \.ics/),
      new File(['x'.repeat(512 * 1024 + 1)], 'gros.ics', { type: 'text/calendar' }),
    );
    await user.type(within(dialog).getByLabelText(/^Nom du calendrier/), 'Gros');
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    await within(dialog).findByText('Le fichier dépasse 512 Ko : rien n’a été importé.');
    expect(imports.length).toBe(sent);

    await user.upload(
      within(dialog).getByLabelText(/^Fichier \.ics/),
      new File(['BEGIN:VCALENDAR\r\nceci n’est pas un calendrier'], 'mauvais.ics', { type: 'text/calendar' }),
    );
    // 'Importer' is off while the file is read.
    const confirm = within(dialog).getByRole('button', { name: 'Importer' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    await within(dialog).findByText(malformedMessage);
    expect(imports.length).toBe(sent + 1);
    await screen.findByText('Erreur lors de l’import du calendrier.');
  }, 30_000);

  it('imports a calendar from its address, shows where it comes from and why its last read failed, and reads it again', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer un calendrier' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Depuis son adresse (URL)' }),
    );
    // The address's form replaces the file's.
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/^Adresse du calendrier/);
    await user.type(within(dialog).getByLabelText(/^Adresse du calendrier/), 'pas une adresse');
    await user.type(within(dialog).getByLabelText(/^Nom du calendrier/), 'Journées du centre de services');
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    await within(dialog).findByText(/Entrez l’adresse complète du calendrier/);
    expect(urlImports).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Adresse du calendrier/));
    await user.type(
      within(dialog).getByLabelText(/^Adresse du calendrier/),
      'webcal://css.example.ca/journees.ics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    await screen.findByText('Calendrier importé : 3 journées ou événements');
    expect(urlImports.at(-1)!.body).toEqual({
      name: 'Journées du centre de services',
      url: 'webcal://css.example.ca/journees.ics',
    });

    await screen.findByText(`Importé de ${boardUrl}`);
    await screen.findByText(
      'La dernière lecture a échoué : Le site a répondu par une erreur (503) au lieu du calendrier. Vérifiez l’adresse : rien n’a été importé. Les journées de la lecture précédente sont gardées.',
    );
    // A file's calendar has nothing to read again.
    expect(screen.queryByRole('button', { name: `Actualiser le calendrier « ${calendarName} »` })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Actualiser le calendrier « Journées du centre de services »' }),
    );
    await screen.findByText('Calendrier actualisé');
    expect(refreshes).toHaveLength(1);
  }, 30_000);

  it('deletes an imported calendar once confirmed', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Supprimer le calendrier « ${calendarName} »` }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Calendrier supprimé');
    expect(deletions).toHaveLength(1);
  }, 30_000);
});

describe('the warning of an event on an imported day (issue 28 §5)', () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
  });
  const conflict = (allDay: boolean): PlanningConflict => ({
    kind: 'imported',
    event: {
      id: '77777777-7777-4777-8777-777777777777',
      title: 'Journée pédagogique',
      day: '2026-12-12',
      startTime: allDay ? '00:00' : '13:00',
      startsAt: '2026-12-12T05:00:00.000Z',
    },
    calendar: { id: calendarId, name: 'Calendrier du centre de services' },
    allDay,
  });

  it('names the day and the imported calendar', () => {
    render(<EventConflicts conflicts={[conflict(true), conflict(false)]} place="" />);
    screen.getByText(
      'Conflit : le 12 déc. est « Journée pédagogique » (calendrier importé « Calendrier du centre de services »).',
    );
    screen.getByText(
      'Conflit : « Journée pédagogique » (12 déc., 13 h) au calendrier importé « Calendrier du centre de services ».',
    );
  });

  it('reads the calendar’s own name from its text', () => {
    expect(calendarNameIn('BEGIN:VCALENDAR\r\nX-WR-CALNAME;VALUE=TEXT:CSS\\, Laval\r\n')).toBe('CSS, Laval');
    expect(calendarNameIn('BEGIN:VCALENDAR\r\n')).toBe('');
  });
});
