/** @jest-environment jsdom */
import { useState } from 'react';
import { notFound, signedInClient, startApi, meAs } from '@crescendo/web-kit/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ToastArea } from '@crescendo/ui';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { portalQueryDefaults } from '@crescendo/web-kit';
import { AuditsPanel } from '../src/index.js';

const me = meAs('teacher', { id: '00000000-0000-4000-8000-000000000011' });
const audit = (id: string, location: string) => ({
  id,
  location,
  startedAt: '2026-11-16T14:00:00.000Z',
  startedBy: me.id,
  finishedAt: null,
  finishedBy: null,
  expectedCount: 0,
  foundCount: 0,
  missingCount: 0,
  unexpectedCount: 0,
});
const earlier = audit('00000000-0000-4000-8000-000000000301', 'Local 200');
const started = audit('00000000-0000-4000-8000-000000000302', 'Local 112');

function Page({ titled }: { titled: boolean }) {
  const { status } = useAuth();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: portalQueryDefaults }));
  if (status !== 'authenticated') return <p>{status}</p>;
  return (
    <QueryClientProvider client={queryClient}>
      <AuditsPanel titled={titled} />
      <ToastArea label="Notifications" closeLabel="Fermer" />
    </QueryClientProvider>
  );
}

/**
 * Issue 27 §6 and issue 24: the one 'Inventaires physiques' of the admin's tab and the teacher's page. The
 * teacher's is a section under its own heading; the admin's is named by its tab. Both list the school's audits
 * and start one for a room, then open it.
 */
describe("'Inventaires physiques' (libs/inventory-ui)", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const posted: unknown[] = [];

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ method, path, body }) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/inventory/audits' && method === 'GET')
        return {
          status: 200,
          body: { audits: posted.length ? [started, earlier] : [earlier], nextCursor: null },
        };
      if (path === '/inventory/audits' && method === 'POST') {
        posted.push(body);
        return { status: 201, body: started };
      }
      if (path === `/inventory/audits/${started.id}`) return { status: 200, body: started };
      if (path === `/inventory/audits/${started.id}/items`)
        return { status: 200, body: { items: [], nextCursor: null } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('is the teacher’s section under its heading: lists, starts an audit of a room and opens it', async () => {
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Page titled />
      </AuthProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Inventaires physiques' });
    await within(section).findByText('Local 200');
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: 'Local' }), '  Local 112 ');
    await user.click(within(section).getByRole('button', { name: 'Commencer un inventaire physique' }));
    await screen.findByRole('heading', { name: 'Local 112' });
    expect(posted).toEqual([{ location: 'Local 112' }]);
  }, 30_000);

  it('has no heading of its own in the admin’s tab', async () => {
    const { container } = render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Page titled={false} />
      </AuthProvider>,
    );
    await within(container).findByRole('button', { name: 'Commencer un inventaire physique' });
    expect(within(container).queryByRole('heading', { name: 'Inventaires physiques' })).toBeNull();
    expect(within(container).queryByRole('region', { name: 'Inventaires physiques' })).toBeNull();
  }, 30_000);
});
