/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, type ApiCall, meAs } from '@crescendo/web-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ReportCardBatch } from '../src/index.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const termId = '00000000-0000-4000-8000-000000000701';
const batchId = '00000000-0000-4000-8000-000000000801';
const me = meAs('admin', { organizationId });
const batch = (status: string, done: number) => ({
  id: batchId,
  termId,
  groupId: null,
  language: 'en',
  status,
  done,
  total: 1200,
  fileName: 'bulletins-etape-1.zip',
  size: status === 'ready' ? 4_200_000 : null,
  expiresAt: status === 'ready' ? '2026-12-01T17:00:00.000Z' : null,
  createdAt: '2026-11-30T17:00:00.000Z',
});

/** Issue 29 §3: the admin renders every report card of the school for a term into one zip. */
describe("'Tous les bulletins de l’école'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const started: ApiCall[] = [];
  let reads = 0;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi((call) => {
      if (call.path === '/me') return { status: 200, body: me };
      if (call.method === 'POST' && call.path === `/reports/terms/${termId}/report-card-batches`) {
        started.push(call);
        return { status: 201, body: batch('queued', 0) };
      }
      if (call.path === `/reports/report-card-batches/${batchId}`) {
        reads += 1;
        return { status: 200, body: reads === 1 ? batch('running', 120) : batch('ready', 1200) };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('starts the school’s job (no group, the language chosen), shows its progress, then the zip to download', async () => {
    renderSignedIn(api.apiBase, <ReportCardBatch groupId={null} termId={termId} language="en" />, {
      queryDefaults: { queries: { retry: false } },
    });
    const section = await screen.findByRole('region', { name: 'Tous les bulletins de l’école' });
    // The CSV is a group's, for the student information system: not offered for the whole school.
    expect(within(section).queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
    await act(async () => {
      fireEvent.click(
        within(section).getByRole('button', { name: 'Générer les bulletins de l’école (PDF)' }),
      );
    });
    await within(section).findByText('Génération des bulletins : 120 / 1200');
    expect(started.map((call) => call.body)).toEqual([{ language: 'en' }]);
    await within(section).findByText(/Les bulletins sont prêts \(1200\), à télécharger jusqu’au/, undefined, {
      timeout: 4000,
    });
    expect(within(section).getByRole('button', { name: 'Télécharger les bulletins (ZIP)' })).toBeTruthy();
  });
});
