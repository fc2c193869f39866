/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, signedInClient, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { RetryNotice } from '@crescendo/web-kit';
import { GroupsPage } from '../src/groups/groups-page.js';

const me = meAs('teacher');

/** The groups' page, the portal's 'Nouvel essai' notice above it reading the portal's queries. */
const groupsPage = (queryClient: QueryClient) => (
  <>
    <RetryNotice queries={queryClient.getQueryCache()} />
    <MemoryRouter initialEntries={['/teacher/groupes']}>
      <Routes>
        <Route path="/teacher" element={<Outlet context={{ groupId: null, setGroupId: () => undefined }} />}>
          <Route path="groupes" element={<GroupsPage />} />
        </Route>
      </Routes>
    </MemoryRouter>
  </>
);

/**
 * Issue 32 §3: a 429 on the first call of a page after sign-in (the school's budget spent) leaves the person
 * signed in, and the page asks again after the `Retry-After` the server gave. A real HTTP server answers.
 */
describe('a portal page refused with 429 right after sign-in', () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    let groupsRefused = 0;
    api = await startApi(({ path }) => {
      if (path === '/me') return { status: 200, body: me };
      // Four refusals, more than react-query's own 3 retries, each saying to wait 1 s as the gateway says it
      // (in its body and its header), where a wait not read would be 5 s.
      if (path === '/groups' && groupsRefused < 4) {
        groupsRefused += 1;
        const body = { error: { code: 'RATE_LIMITED', message: 'Trop de requêtes.', retryAfterSeconds: 1 } };
        return { status: 429, body, headers: { 'retry-after': '1' } };
      }
      if (path === '/groups') return { status: 200, body: { groups: [], canCreateSampleGroups: false } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('stays signed in, asks the groups again after each wait, and shows the page', async () => {
    const client = signedInClient();
    renderSignedIn(api.apiBase, groupsPage, { client });
    // While it waits, the page says so, as the shell does for the profile.
    await screen.findByText('Trop de requêtes. Nouvel essai dans 1 s.', {}, { timeout: 8000 });
    await screen.findByRole('button', { name: 'Créer Votre Premier Groupe' }, { timeout: 12_000 });
    expect(screen.queryByText(/Nouvel essai dans/)).toBeNull();
    const asked = api.calls.map((call) => call.path);
    expect(asked.filter((path) => path === '/groups')).toHaveLength(5);
    expect(asked.filter((path) => path === '/me')).toHaveLength(1);
    expect(client.logouts).toBe(0);
    expect(screen.queryByText('Erreur critique lors du chargement des données.')).toBeNull();
  });
});
