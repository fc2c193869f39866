/**
 * @jest-environment jsdom
 */
import {
  adminMe,
  type AdminApi,
  inventoryInstrument,
  renderAdmin,
  startAdminApi,
} from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const instrumentId = '00000000-0000-4000-8000-000000000201';
const repairId = '00000000-0000-4000-8000-000000000501';

/**
 * Issue 27 §6: an instrument's 'Détails' in the admin's 'Instruments' tab — when it was last seen, its repair
 * history, 'Envoyer en réparation' (it is then 'En réparation') and 'Réparation terminée' with its cost.
 */
describe("an instrument's details and its repairs", () => {
  let api: AdminApi;
  const sent: unknown[] = [];
  const completed: unknown[] = [];
  let repair: Record<string, unknown> | null = null;
  // Instrument 1 ('VIO-0001', instrumentId), in need of repair, last seen in 'Local 112'.
  const instrument = () =>
    inventoryInstrument(1, {
      priceCents: 60000,
      condition: 'needs-repair',
      location: 'Local 112',
      availability: repair && repair.returnedOn === null ? 'in-repair' : 'available',
      lastSeenAt: '2026-11-02T15:00:00.000Z',
      lastSeenIn: 'Local 112',
    });

  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [instrument()], nextCursor: null } };
      if (path === `/inventory/instruments/${instrumentId}`) return { status: 200, body: instrument() };
      // Its reservations for planning events (issue 28 §7): a concert ahead.
      if (path === `/inventory/instruments/${instrumentId}/reservations`)
        return {
          status: 200,
          body: {
            reservations: [
              {
                id: '99999999-9999-4999-8999-999999999999',
                eventId: '88888888-8888-4888-8888-888888888888',
                title: 'Concert d’hiver',
                startsAt: '2030-12-10T23:15:00.000Z',
                endsAt: '2030-12-11T02:00:00.000Z',
              },
            ],
            nextCursor: null,
          },
        };
      if (path === `/inventory/instruments/${instrumentId}/repairs` && method === 'GET')
        return { status: 200, body: { repairs: repair ? [repair] : [], nextCursor: null } };
      if (path === `/inventory/instruments/${instrumentId}/repairs` && method === 'POST') {
        sent.push(body);
        const b = body as { shop: string; sentOn: string; quoteCents: number | null; notes: string };
        repair = {
          id: repairId,
          instrumentId,
          assetNumber: 'VIO-0001',
          shop: b.shop,
          sentOn: b.sentOn,
          quoteCents: b.quoteCents,
          notes: b.notes || null,
          sentBy: adminMe.id,
          returnedOn: null,
          costCents: null,
          returnNotes: null,
          returnedBy: null,
        };
        return { status: 201, body: repair };
      }
      if (path === `/inventory/repairs/${repairId}/complete`) {
        completed.push(body);
        const b = body as { returnedOn: string; costCents: number };
        repair = { ...repair!, returnedOn: b.returnedOn, costCents: b.costCents, returnedBy: adminMe.id };
        return { status: 200, body: repair };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('sends it to repair and records the repair done with its cost', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Détails de VIO-0001' }, { timeout: 15_000 }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    let dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await within(dialog).findByText('le 2 novembre 2026 (Local 112)', {}, { timeout: 15_000 });
    await within(dialog).findByText('Aucune réparation.', {}, { timeout: 15_000 });
    // 'Réservations à venir': when, on the school's clock, and the event's title.
    within(dialog).getByRole('heading', { name: 'Réservations à venir' });
    await within(dialog).findByText(
      '10 décembre 2030, 18:15 – 21:00 · Concert d’hiver',
      {},
      { timeout: 15_000 },
    );

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer en réparation' }));
    dialog = await screen.findByRole(
      'dialog',
      { name: 'Envoyer VIO-0001 en réparation' },
      { timeout: 15_000 },
    );
    await user.type(
      within(dialog).getByLabelText('Atelier de réparation', { exact: false }),
      'Atelier Dupuis',
    );
    const sentOn = within(dialog).getByLabelText('Date d’envoi', { exact: false });
    fireEvent.change(sentOn, { target: { value: '2026-11-03' } });
    await user.type(within(dialog).getByLabelText('Soumission ($)', { exact: false }), '125,00');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer en réparation' }));
    expect(
      await screen.findAllByText('Instrument envoyé en réparation', {}, { timeout: 15_000 }),
    ).not.toHaveLength(0);
    expect(sent).toEqual([{ shop: 'Atelier Dupuis', sentOn: '2026-11-03', quoteCents: 12500, notes: '' }]);

    dialog = await screen.findByRole('dialog', { name: 'Violon VIO-0001' }, { timeout: 15_000 });
    await within(dialog).findByText('En réparation', { selector: 'dd' }, { timeout: 15_000 });
    await within(dialog).findByText('Envoyé le 3 novembre 2026 à Atelier Dupuis', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Réparation terminée' }));
    dialog = await screen.findByRole(
      'dialog',
      { name: 'Réparation terminée : VIO-0001' },
      { timeout: 15_000 },
    );
    await user.type(within(dialog).getByLabelText('Coût ($)', { exact: false }), '110,00');
    await user.click(within(dialog).getByRole('button', { name: 'Réparation terminée' }));
    expect(await screen.findAllByText('Réparation enregistrée', {}, { timeout: 15_000 })).not.toHaveLength(0);
    expect(completed).toEqual([expect.objectContaining({ costCents: 11000, condition: 'good', notes: '' })]);
    dialog = await screen.findByRole('dialog', { name: 'Violon VIO-0001' }, { timeout: 15_000 });
    await within(dialog).findByText(/Coût : 110,00/, {}, { timeout: 15_000 });
  }, 60_000);
});
