/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { notFound, signedInClient, startApi, type ApiAnswer, meAs } from '@crescendo/web-kit/testing';
import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { portalQueryDefaults } from '@crescendo/web-kit';
import { GoogleCalendarPanel } from '../src/calendar/google-calendar-panel.js';

const groupId = '00000000-0000-4000-8000-000000000003';
const me = meAs('teacher');
const path = `/classroom/groups/${groupId}/google-calendar`;
const idle = {
  groupId,
  connected: true,
  needsConsent: true,
  publishing: false,
  calendarName: null,
  pending: 0,
  published: 0,
  failed: 0,
  problem: null,
};
/** What classroom-sync answers: the connection's calendar scopes decide whether 'Publier' starts. */
let granted = false;
let state: Omit<typeof idle, 'problem' | 'calendarName'> & {
  problem: string | null;
  calendarName: string | null;
} = {
  ...idle,
};

function answer({ method, path: asked }: { method: string; path: string }): ApiAnswer {
  if (asked === '/me') return { status: 200, body: me };
  if (asked === path && method === 'GET') return { status: 200, body: { ...state, needsConsent: !granted } };
  if (asked === path && method === 'POST') {
    if (granted)
      state = {
        ...state,
        publishing: true,
        calendarName: 'Crescendo — MUS212 — Harmonie',
        published: 3,
        problem: null,
      };
    return { status: 200, body: { ...state, needsConsent: !granted } };
  }
  if (asked === path && method === 'DELETE') {
    state = { ...state, publishing: false };
    return { status: 200, body: { ...state, needsConsent: !granted } };
  }
  if (asked === '/classroom/connection' && method === 'POST')
    return { status: 200, body: { url: '/auth/google?ticket=calendrier' } };
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

/**
 * Issue 28 §7: 'Publier dans Google Agenda' on the teacher's 'Calendrier' for one group, against the gateway's
 * routes (a real HTTP stand-in): without the calendar scopes the browser leaves for Google's consent for them
 * (back on this page for this group); with them the state shows, and 'Ne plus publier' stops it.
 */
describe('Publier dans Google Agenda', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const navigate = jest.fn<(url: string) => void>();
  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(answer);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.calls.length = 0;
    navigate.mockClear();
    state = { ...idle };
  });

  const show = (resume = false) =>
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Signed>
          <GoogleCalendarPanel
            groupId={groupId}
            groupName="MUS212 — Harmonie"
            resume={resume}
            navigate={navigate}
          />
        </Signed>
      </AuthProvider>,
    );

  it('without the calendar scopes, asks Google’s consent for this group and comes back to the page', async () => {
    granted = false;
    show();
    await screen.findByText('Google vous demandera d’autoriser l’accès à vos agendas.');
    screen.getByText(/Aucun nom d’élève n’est envoyé à Google\./);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publier dans Google Agenda' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/google?ticket=calendrier'));
    const start = api.calls.find((call) => call.path === '/classroom/connection')!;
    expect(start.body).toEqual({ returnTo: '/teacher/calendrier', calendarGroupId: groupId });
  }, 30_000);

  it('with them, publishes: the calendar and its counts; ‘Ne plus publier’ stops it', async () => {
    granted = true;
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publier dans Google Agenda' }));
    await screen.findByText('Publié dans Google Agenda : « Crescendo — MUS212 — Harmonie »');
    screen.getByText('Publiés : 3 · En attente : 0');
    screen.getByText('Ce qui est déjà dans Google Agenda y reste.');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ne plus publier' }));
    await screen.findByRole('button', { name: 'Publier dans Google Agenda' });
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([path]);
  }, 30_000);

  it('says when the teacher deleted the calendar in Google Agenda, and ‘Publier’ makes a new one', async () => {
    granted = true;
    state = {
      ...idle,
      publishing: true,
      calendarName: 'Crescendo — MUS212 — Harmonie',
      published: 3,
      problem: 'calendarDeleted',
    };
    show();
    await screen.findByText(
      'L’agenda « Crescendo — MUS212 — Harmonie » a été supprimé dans Google Agenda : plus rien n’y est écrit. « Publier dans Google Agenda » en crée un nouveau.',
    );
    expect(screen.queryByText(/^Publiés :/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publier dans Google Agenda' }));
    await screen.findByText('Publié dans Google Agenda : « Crescendo — MUS212 — Harmonie »');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([path]);
  }, 30_000);

  it('back from Google’s consent, publishes at once', async () => {
    granted = true;
    show(true);
    await screen.findByText('Publié dans Google Agenda : « Crescendo — MUS212 — Harmonie »');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([path]);
  }, 30_000);
});
