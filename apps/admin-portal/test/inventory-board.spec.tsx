/**
 * @jest-environment jsdom
 */
import { notFound, type ApiCall } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardPanel } from '../src/inventory/board-panel.js';
import { organizationId, renderAdmin, startAdminApi, type AdminApi } from './inventory-harness.js';

const otherSchool = { id: '00000000-0000-4000-8000-000000000777', name: 'École Sainte-Cécile' };
const ourSchool = { id: organizationId, name: 'École de démonstration' };
const entry = (scoreId: string, title: string, school: typeof ourSchool) => ({
  scoreId,
  title,
  composer: 'Holst',
  arranger: null,
  level: 3,
  ensemble: 'concert-band',
  copies: 40,
  school,
  lentTo: null,
});
const theirs = entry('00000000-0000-4000-8000-000000000701', 'First Suite in E-flat', otherSchool);
const ours = entry('00000000-0000-4000-8000-000000000702', 'Second Suite in F', ourSchool);
const asked = {
  id: '00000000-0000-4000-8000-000000000801',
  kind: 'score',
  scoreId: '00000000-0000-4000-8000-000000000703',
  instrumentId: null,
  title: 'Jupiter',
  composer: 'Holst',
  assetNumber: null,
  copies: 30,
  owner: ourSchool,
  borrower: otherSchool,
  status: 'requested',
  fromOn: null,
  untilOn: null,
  requestedAt: '2026-11-20T14:00:00.000Z',
  updatedAt: '2026-11-20T14:00:00.000Z',
};

const instrument = (instrumentId: string, assetNumber: string, school: typeof ourSchool, lentTo = false) => ({
  instrumentId,
  family: 'bois',
  type: 'Basson',
  brand: 'Selmer',
  model: 'Privilège',
  assetNumber,
  condition: 'good',
  availability: lentTo ? 'lent' : 'available',
  school,
  lentTo: lentTo ? ourSchool : null,
});
const bass = instrument('00000000-0000-4000-8000-000000000901', 'CLB-7', otherSchool);
const away = instrument('00000000-0000-4000-8000-000000000902', 'CLB-8', otherSchool, true);
const ourBass = instrument('00000000-0000-4000-8000-000000000903', 'CLB-1', ourSchool);
/** A tuba of ours lent to the other school: the owner records it back. */
const tubaLent = {
  ...asked,
  id: '00000000-0000-4000-8000-000000000802',
  kind: 'instrument',
  scoreId: null,
  instrumentId: '00000000-0000-4000-8000-000000000904',
  title: 'Tuba Yamaha YBB-321',
  composer: null,
  assetNumber: 'TU-3',
  copies: 1,
  status: 'lent',
  fromOn: '2026-11-02',
  untilOn: '2026-12-18',
};

/**
 * Issue 27 §8: the 'Centre de services' tab lists the board's scores (never a student), asks another school's
 * score ('Demander un prêt'), never the school's own ('Votre école'), and offers a score asked of the school.
 */
describe("the admin's 'Centre de services' tab", () => {
  let api: AdminApi;
  const calls: ApiCall[] = [];
  const instrumentQueries: URLSearchParams[] = [];
  beforeAll(async () => {
    api = await startAdminApi((call, query) => {
      const { method, path } = call;
      if (method === 'GET' && path === '/inventory/board/catalogue')
        return { status: 200, body: { entries: [theirs, ours], nextCursor: null } };
      if (method === 'GET' && path === '/inventory/board/instruments') {
        instrumentQueries.push(query);
        const all = [bass, away, ourBass];
        const shown = query.get('state') === 'available' ? [bass, ourBass] : all;
        return { status: 200, body: { instruments: shown, nextCursor: null } };
      }
      if (method === 'GET' && path === '/inventory/board/loans')
        return {
          status: 200,
          body: { loans: query.get('side') === 'incoming' ? [asked, tubaLent] : [], nextCursor: null },
        };
      if (method === 'POST') {
        calls.push(call);
        return { status: 200, body: { ...asked, status: path.endsWith('/offer') ? 'offered' : 'requested' } };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('asks another school’s score, never its own, and offers one asked of it with its days', async () => {
    renderAdmin(api.apiBase, <BoardPanel />);
    const user = userEvent.setup();
    const table = await screen.findByRole(
      'region',
      { name: 'Partitions du centre de services' },
      { timeout: 15_000 },
    );
    const ownRow = within(table).getByRole('row', { name: /Second Suite in F/ });
    within(ownRow).getByText('Votre école');
    expect(within(ownRow).queryByRole('button')).toBeNull();

    await user.click(
      within(table).getByRole('button', {
        name: 'Demander un prêt de First Suite in E-flat (École Sainte-Cécile)',
      }),
    );
    await screen.findByText('Demande de prêt envoyée');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/inventory/board/loans',
      body: { scoreId: theirs.scoreId },
    });

    await user.click(await screen.findByRole('button', { name: 'Offrir Jupiter à École Sainte-Cécile' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Début du prêt/), '2026-12-01');
    await user.type(within(dialog).getByLabelText(/^Fin du prêt/), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: `/inventory/board/loans/${asked.id}/offer`,
        body: { fromOn: '2026-12-01', untilOn: '2027-01-31' },
      }),
    );
  }, 30_000);

  it('asks another school’s instrument from its shelf, and records its own instrument back', async () => {
    renderAdmin(api.apiBase, <BoardPanel />);
    const user = userEvent.setup();
    const table = await screen.findByRole(
      'region',
      { name: 'Instruments du centre de services' },
      { timeout: 15_000 },
    );
    // Only those on their shelf at first; the school's own says 'Votre école'.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disponibles seulement' }).checked).toBe(
      true,
    );
    expect(instrumentQueries.at(-1)?.get('state')).toBe('available');
    within(within(table).getByRole('row', { name: /CLB-1/ })).getByText('Votre école');
    await user.click(
      within(table).getByRole('button', {
        name: 'Demander un prêt de Basson CLB-7 (École Sainte-Cécile)',
      }),
    );
    await screen.findByText('Demande de prêt envoyée');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/inventory/board/loans',
      body: { instrumentId: bass.instrumentId },
    });

    // Every instrument: one away at a school says where, and cannot be asked.
    await user.click(screen.getByRole('checkbox', { name: 'Disponibles seulement' }));
    const awayRow = await within(table).findByRole('row', { name: /CLB-8/ });
    within(awayRow).getByText('Prêté à École de démonstration');
    expect(within(awayRow).queryByRole('button')).toBeNull();
    expect(instrumentQueries.at(-1)?.get('state')).toBe('all');

    // An instrument of ours away at another school: named with its asset number, in the masculine.
    const incoming = screen.getByRole('region', { name: 'Demandes de prêt reçues des autres écoles' });
    const tubaRow = within(incoming).getByRole('row', { name: /Tuba Yamaha YBB-321 \(TU-3\)/ });
    within(tubaRow).getByText('Prêté');
    await user.click(
      within(tubaRow).getByRole('button', { name: 'Marquer Tuba Yamaha YBB-321 (TU-3) comme rendu' }),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ path: `/inventory/board/loans/${tubaLent.id}/return` }),
    );
  }, 30_000);
});
