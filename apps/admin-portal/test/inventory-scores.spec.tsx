/**
 * @jest-environment jsdom
 */
import { type AdminApi, organizationId, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const summary = (n: number, title: string, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  organizationId,
  title,
  composer: 'Gustav Holst',
  arranger: null,
  publisher: 'Boosey & Hawkes',
  level: 4.5,
  ensemble: 'concert-band',
  partCount: 17,
  copies: 42,
  ownership: 'owned',
  returnOn: null,
  lastPerformedOn: null,
  createdAt: '2026-09-01T12:00:00.000Z',
  ...extra,
});
const added = {
  ...summary(9, 'Chester'),
  partCount: undefined,
  parts: [{ name: 'Flûte 1', copies: 3 }],
  copies: 3,
};

/** Issue 27 §1: the admin's 'Inventaire' has 'Partitions' beside 'Instruments', paged, with 'Ajouter une partition'. */
describe("the admin's 'Partitions' tab", () => {
  let api: AdminApi;
  let listed = 0;

  beforeAll(async () => {
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/scores' && method === 'GET') {
        listed += 1;
        // The first page says another follows; 'Charger plus' asks for it.
        return listed === 1
          ? { status: 200, body: { scores: [summary(1, 'First Suite in E-flat')], nextCursor: 'bmV4dA' } }
          : {
              status: 200,
              body: {
                scores: [
                  summary(2, 'Un Canadien errant', {
                    ensemble: 'choir',
                    level: null,
                    partCount: 1,
                    copies: 1,
                  }),
                ],
                nextCursor: null,
              },
            };
      }
      if (path === '/inventory/scores' && method === 'POST') return { status: 201, body: added };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('lists the scores a page at a time and adds one: title, composer, ensemble, level, copies', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Partitions' }));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /First Suite in E-flat/ });
    for (const text of ['Gustav Holst', 'Harmonie', '4,5', '42 (17 parties)']) within(row).getByText(text);

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    const second = await within(table).findByRole('row', { name: /Un Canadien errant/ });
    within(second).getByText('Chorale');
    within(second).getByText('1 (1 partie)');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ajouter une partition' }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.type(within(dialog).getByLabelText('Titre'), 'Chester');
    await user.selectOptions(within(dialog).getByLabelText('Ensemble'), 'concert-band');
    await user.type(within(dialog).getByLabelText('Partie 1'), 'Flûte 1');
    const copies = within(dialog).getByLabelText('Exemplaires de la partie 1');
    await user.clear(copies);
    await user.type(copies, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Partition ajoutée', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Chester',
      ensemble: 'concert-band',
      parts: [{ name: 'Flûte 1', copies: 3 }],
      ownership: 'owned',
    });
  }, 40_000);
});

/** 'Supprimer' a score: asked first (cancel keeps it), then deleted through its route; a refusal says why. */
describe("the admin's 'Partitions' tab: deleting a score", () => {
  let api: AdminApi;
  const kept = summary(3, 'Chester');
  const gone = summary(4, 'Ruined Castle');
  let scores = [kept, gone];

  beforeAll(async () => {
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/scores' && method === 'GET')
        return { status: 200, body: { scores, nextCursor: null } };
      if (path === `/inventory/scores/${kept.id}` && method === 'DELETE') {
        scores = scores.filter((score) => score.id !== kept.id);
        return { status: 200, body: { scoreId: kept.id } };
      }
      if (path === `/inventory/scores/${gone.id}` && method === 'DELETE')
        return {
          status: 404,
          body: {
            error: {
              code: 'NOT_FOUND',
              message: 'Partition introuvable.',
              messageKey: 'inventory.scoreNotFound',
            },
          },
        };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('keeps the score on cancel, deletes it on confirm, and shows the server’s reason on refusal', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    const deletes = () => api.calls.filter((call) => call.method === 'DELETE');
    await user.click(await screen.findByRole('tab', { name: 'Partitions' }));
    const table = await screen.findByRole('table');
    await within(table).findByRole('row', { name: /Chester/ });

    await user.click(screen.getByRole('button', { name: 'Supprimer — Chester' }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const asked = await screen.findByRole(
      'dialog',
      { name: 'Supprimer la partition « Chester » ?' },
      { timeout: 15_000 },
    );
    await user.click(within(asked).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(table).getByRole('row', { name: /Chester/ });
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer — Chester' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la partition « Chester » ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Partition supprimée');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Chester/ })).toBeNull());
    expect(deletes().map((call) => call.path)).toEqual([`/inventory/scores/${kept.id}`]);

    await user.click(screen.getByRole('button', { name: 'Supprimer — Ruined Castle' }));
    const refused = await screen.findByRole('dialog', { name: /Ruined Castle/ });
    await user.click(within(refused).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Erreur lors de la suppression de la partition. Partition introuvable.');
    within(table).getByRole('row', { name: /Ruined Castle/ });
  }, 40_000);
});
