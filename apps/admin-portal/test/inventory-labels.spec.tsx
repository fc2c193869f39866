/**
 * @jest-environment jsdom
 */
import {
  type AdminApi,
  adminMe,
  inventoryInstrument,
  organizationId,
  renderAdmin,
  startAdminApi,
} from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstrumentsPanel } from '../src/inventory/instruments-panel.js';

const me = {
  ...adminMe,
  memberships: [
    {
      organizationId: '00000000-0000-4000-8000-000000000009',
      organizationName: 'Autre école',
      role: 'teacher',
    },
    { organizationId, organizationName: 'École Pierre-Laporte', role: 'admin' },
  ],
};

const instrument = inventoryInstrument;
const pdf = Buffer.from('%PDF-1.3 labels').toString('base64');

/** Issue 27 §2: the admin chooses instruments with their checkboxes and 'Imprimer les étiquettes' downloads the PDF. */
describe("the admin's 'Instruments' tab: printing labels", () => {
  let api: AdminApi;
  let refuse = false;
  const downloads: string[] = [];

  beforeAll(async () => {
    // jsdom has no object URLs nor downloads: the file handed to the browser is recorded instead.
    URL.createObjectURL = () => 'blob:labels';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [instrument(1), instrument(2)], nextCursor: null } };
      if (path === '/inventory/labels' && method === 'POST')
        return refuse
          ? {
              status: 413,
              body: {
                error: {
                  code: 'PAYLOAD_TOO_LARGE',
                  message:
                    'Au plus 300 étiquettes à la fois (10 planches) : choisissez moins d’instruments ou affinez le filtre.',
                  messageKey: 'inventory.labelsTooMany',
                  params: { maximum: 300 },
                },
              },
            }
          : {
              status: 201,
              body: {
                filename: 'etiquettes-1.pdf',
                contentType: 'application/pdf',
                contentBase64: pdf,
                labels: 1,
                sheets: 1,
              },
            };
      return notFound;
    }, me);
  });
  afterAll(() => api.close());

  it('prints the chosen instruments from the chosen slot, and the whole filter when asked', async () => {
    renderAdmin(api.apiBase, <InstrumentsPanel />);
    const user = userEvent.setup();
    const posts = () => api.calls.filter((call) => call.path === '/inventory/labels');
    const first = await screen.findByRole('checkbox', { name: 'Choisir VIO-0001' }, { timeout: 15_000 });
    const second = screen.getByRole('checkbox', { name: 'Choisir VIO-0002' });
    await user.click(first);
    expect((first as HTMLInputElement).checked).toBe(true);
    expect((second as HTMLInputElement).checked).toBe(false);
    screen.getByText('Instruments choisis : 1');

    await user.click(screen.getByRole('button', { name: 'Imprimer les étiquettes' }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Imprimer les étiquettes' },
      { timeout: 15_000 },
    );
    expect(
      (within(dialog).getByRole('radio', { name: 'Les instruments choisis (1)' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    const startAt = within(dialog).getByLabelText('Première étiquette sur la planche');
    await user.clear(startAt);
    await user.type(startAt, '31');
    within(dialog).getByText('Choisissez une position de 1 à 30.');
    expect((within(dialog).getByRole('button', { name: 'Imprimer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(startAt);
    await user.type(startAt, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    await screen.findByText('Étiquettes prêtes : 1 sur 1 planche(s)', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(posts()[0]?.body).toEqual({
      instrumentIds: [instrument(1).id],
      startAt: 5,
      heading: 'École Pierre-Laporte',
      language: 'fr',
    });
    expect(downloads).toEqual(['etiquettes-1.pdf']);

    // 'Choisir tous les instruments affichés', then the whole filter instead, and a refusal says why.
    await user.click(screen.getByRole('checkbox', { name: 'Choisir tous les instruments affichés' }));
    expect((second as HTMLInputElement).checked).toBe(true);
    screen.getByText('Instruments choisis : 2');
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Imprimer les étiquettes' }));
    const again = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(
      within(again).getByRole('radio', { name: 'Tous les instruments du filtre (300 au plus)' }),
    );
    await user.click(within(again).getByRole('button', { name: 'Imprimer' }));
    await screen.findByText(
      /Erreur lors de l’impression des étiquettes\. Au plus 300 étiquettes/,
      {},
      {
        timeout: 15_000,
      },
    );
    expect(posts()[1]?.body).toMatchObject({ filter: {}, startAt: 1 });
    expect(posts()[1]?.body).not.toHaveProperty('instrumentIds');
    // Refused: the dialog stays for another try; the choice can be cleared.
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Effacer le choix' }));
    expect((first as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/Instruments choisis/)).toBeNull();
  }, 60_000);
});
