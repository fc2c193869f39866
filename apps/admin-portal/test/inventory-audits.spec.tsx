/**
 * @jest-environment jsdom
 */
import { adminMe, type AdminApi, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const auditId = '00000000-0000-4000-8000-000000000300';

/** The server's side of one audit of 'Local 112': FL-A and FL-B expected there, FL-C recorded elsewhere. */
function auditServer() {
  const expected = ['FL-A', 'FL-B'];
  const scanned = new Set<string>();
  let started = false;
  let finishedAt: string | null = null;
  const item = (assetNumber: string) => ({
    instrumentId: `00000000-0000-4000-8000-0000000004${assetNumber.endsWith('A') ? '01' : assetNumber.endsWith('B') ? '02' : '03'}`,
    assetNumber,
    family: 'bois',
    type: 'Flûte',
    location: assetNumber === 'FL-C' ? 'Local 200' : 'Local 112',
    availability: 'available',
    expected: expected.includes(assetNumber),
    scannedAt: scanned.has(assetNumber) ? '2026-11-16T15:00:00.000Z' : null,
  });
  const audit = () => ({
    id: auditId,
    location: 'Local 112',
    startedAt: '2026-11-16T14:00:00.000Z',
    startedBy: adminMe.id,
    finishedAt,
    finishedBy: finishedAt ? adminMe.id : null,
    expectedCount: expected.length,
    foundCount: expected.filter((a) => scanned.has(a)).length,
    missingCount: expected.filter((a) => !scanned.has(a)).length,
    unexpectedCount: [...scanned].filter((a) => !expected.includes(a)).length,
  });
  const all = () => [...new Set([...expected, ...scanned])].sort();
  const inState = (state: string | null) =>
    all().filter((a) =>
      state === 'missing'
        ? expected.includes(a) && !scanned.has(a)
        : state === 'unexpected'
          ? !expected.includes(a)
          : state === 'scanned'
            ? scanned.has(a)
            : expected.includes(a),
    );
  return {
    get started() {
      return started;
    },
    start: () => {
      started = true;
      return audit();
    },
    audit,
    items: (state: string | null) => inState(state).map(item),
    scan: (code: string) => {
      const assetNumber = code.toUpperCase();
      if (!['FL-A', 'FL-B', 'FL-C'].includes(assetNumber)) return null;
      const alreadyScanned = scanned.has(assetNumber);
      scanned.add(assetNumber);
      return { audit: audit(), item: item(assetNumber), alreadyScanned };
    },
    finish: () => {
      finishedAt = '2026-11-16T16:00:00.000Z';
      return audit();
    },
  };
}

/**
 * Issue 27 §6: the admin's 'Inventaires physiques': 'Commencer un inventaire physique' for a room, codes typed
 * into the scan field as a USB scanner types them (then Enter), 'Terminer l'inventaire' and its report.
 */
describe("the admin's 'Inventaires physiques' tab", () => {
  let api: AdminApi;
  const server = auditServer();
  const started: unknown[] = [];

  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }, query) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/audits' && method === 'GET')
        return { status: 200, body: { audits: server.started ? [server.audit()] : [], nextCursor: null } };
      if (path === '/inventory/audits' && method === 'POST') {
        started.push(body);
        return { status: 201, body: server.start() };
      }
      if (path === `/inventory/audits/${auditId}`) return { status: 200, body: server.audit() };
      if (path === `/inventory/audits/${auditId}/items`)
        return { status: 200, body: { items: server.items(query.get('state')), nextCursor: null } };
      if (path === `/inventory/audits/${auditId}/scans`) {
        const code = (body as { code: string }).code;
        const reply = server.scan(code);
        return reply
          ? { status: 200, body: reply }
          : {
              status: 404,
              body: {
                error: {
                  code: 'NOT_FOUND',
                  message: `Aucun instrument de l’école ne porte le code ${code}.`,
                  messageKey: 'inventory.codeUnknown',
                  params: { code },
                },
              },
            };
      }
      if (path === `/inventory/audits/${auditId}/finish`) return { status: 200, body: server.finish() };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('starts an audit of a room, ticks off what is scanned and reports the missing and the unexpected', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Inventaires physiques' }, { timeout: 15_000 }));
    await screen.findByText('Aucun inventaire physique.', {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText('Local', { exact: false }), 'Local 112');
    await user.click(screen.getByRole('button', { name: 'Commencer un inventaire physique' }));
    await waitFor(() => expect(started).toEqual([{ location: 'Local 112' }]));

    await screen.findByRole('heading', { name: 'Local 112' }, { timeout: 15_000 });
    const table = await screen.findByRole(
      'region',
      { name: 'Instruments de l’inventaire' },
      { timeout: 15_000 },
    );
    within(table).getByRole('row', { name: /FL-A/ });
    within(table).getByRole('row', { name: /FL-B/ });

    // A USB scanner types the code and Enter.
    const field = screen.getByLabelText('Code scanné', { exact: false });
    await user.type(field, 'fl-a{Enter}');
    expect(await screen.findAllByText('FL-A coché', {}, { timeout: 15_000 })).not.toHaveLength(0);
    await user.type(field, 'FL-C{Enter}');
    expect(
      await screen.findAllByText('FL-C n’est pas attendu ici (inscrit : Local 200)', {}, { timeout: 15_000 }),
    ).not.toHaveLength(0);
    await user.type(field, 'NOPE-1{Enter}');
    expect(
      await screen.findAllByText(
        'Code non reconnu : Aucun instrument de l’école ne porte le code NOPE-1.',
        {},
        { timeout: 15_000 },
      ),
    ).not.toHaveLength(0);
    await screen.findByText(
      'Attendus : 2 · Trouvés : 1 · Manquants : 1 · Inattendus : 1',
      {},
      { timeout: 15_000 },
    );

    await user.click(screen.getByRole('button', { name: "Terminer l'inventaire" }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: "Terminer l'inventaire" }));
    await screen.findByRole('heading', { name: 'Rapport de l’inventaire — Local 112' }, { timeout: 15_000 });
    expect(screen.queryByLabelText('Code scanné', { exact: false })).toBeNull();
    // The report shows the missing first, then the unexpected on demand.
    const report = await screen.findByRole(
      'region',
      { name: 'Instruments de l’inventaire' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(within(report).queryByRole('row', { name: /FL-A/ })).toBeNull());
    within(report).getByRole('row', { name: /FL-B/ });
    await user.selectOptions(screen.getByLabelText('Afficher'), 'unexpected');
    await within(report).findByRole('row', { name: /FL-C/ }, { timeout: 15_000 });
  }, 60_000);
});
