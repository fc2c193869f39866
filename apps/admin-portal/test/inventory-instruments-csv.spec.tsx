/**
 * @jest-environment jsdom
 */
import { type AdminApi, inventoryInstrument, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSpreadsheetCsv } from '@crescendo/web-kit/csv';
import { InstrumentsPanel } from '../src/inventory/instruments-panel.js';

const instrument = inventoryInstrument;

/**
 * Issue 27 §1: 'Exporter (CSV)' writes every page of the filtered instruments in a French spreadsheet's
 * columns; 'Importer (CSV)' adds each row as 'Ajouter un instrument' does (the server decides), and lists the
 * rows it could not import with their line and reason.
 */
describe("the admin's instruments as CSV", () => {
  let api: AdminApi;
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const added: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    // jsdom's Blob has no text() (every browser's has): read through its FileReader.
    Blob.prototype.text ??= function (this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
    // jsdom has no object URLs nor downloads: the file handed to the browser is recorded instead.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:instruments';
    };
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    api = await startAdminApi(({ method, path, body }, query) => {
      if (path === '/inventory/instruments' && method === 'GET')
        return query.get('cursor')
          ? {
              status: 200,
              body: {
                instruments: [
                  instrument(2, {
                    family: 'bois',
                    type: 'Flûte',
                    priceCents: 89_950,
                    condition: 'needs-repair',
                    notes: '=SOMME(A1)',
                    availability: 'lent',
                  }),
                ],
                nextCursor: null,
              },
            }
          : { status: 200, body: { instruments: [instrument(1)], nextCursor: 'bmV4dA' } };
      if (path === '/inventory/instruments' && method === 'POST') {
        const sent = body as Record<string, unknown>;
        if (sent.assetNumber === 'VIO-0001')
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'Le numéro d’inventaire VIO-0001 est déjà utilisé dans cette école.',
                messageKey: 'inventory.assetNumberTaken',
                params: { assetNumber: 'VIO-0001' },
              },
            },
          };
        added.push(sent);
        return { status: 201, body: instrument(9, sent) };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  const renderPanel = () => renderAdmin(api.apiBase, <InstrumentsPanel />);

  it('exports every page of the instruments, in French columns, a formula neutralised', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter (CSV)' }));
    await screen.findByText('2 instruments exportés');
    expect(downloads).toEqual(['inventaire-instruments.csv']);
    const rows = readSpreadsheetCsv(await blobs.at(-1)!.text());
    expect(rows[0]).toEqual([
      'Numéro d’inventaire',
      'Famille',
      'Instrument',
      'Marque',
      'Modèle',
      'Numéro de série',
      'État',
      'Emplacement',
      'Date d’achat',
      'Prix d’achat',
      'Notes',
      'Disponibilité',
    ]);
    expect(rows[1]!.slice(0, 3)).toEqual(['VIO-0001', 'Cordes', 'Violon']);
    expect(rows[2]).toEqual([
      'VIO-0002',
      'Bois',
      'Flûte',
      'Yamaha',
      'V5',
      '',
      'À réparer',
      '',
      '',
      '899,50',
      "'=SOMME(A1)",
      'Prêté',
    ]);
  });

  it('imports each row the server accepts and lists the others with their line and reason', async () => {
    const { container } = renderPanel();
    await screen.findByRole('button', { name: 'Importer (CSV)' });
    const csv = [
      'N° d’inventaire;Famille;Instrument;Prix d’achat;État;Disponibilité',
      'TRP-0001;Cuivres;Trompette;1 249,99;Neuf;Prêté',
      'CLA-0001;Bois;Clarinette;;;',
      'XXX-0001;Claviers;Piano;;;',
      'VIO-0001;Cordes;Violon;;;',
      'FLU-0001;Bois;Flûte;12,345;;',
      'FLU-0002;Bois;Banjo;;;',
      ';;;;;',
    ].join('\r\n');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([`\uFEFF${csv}`], 'inventaire.csv', { type: 'text/csv' })] },
    });
    await screen.findByText('2 instruments importés');
    expect(added).toEqual([
      expect.objectContaining({
        assetNumber: 'TRP-0001',
        family: 'cuivres',
        type: 'Trompette',
        priceCents: 124_999,
        condition: 'new',
      }),
      expect.objectContaining({
        assetNumber: 'CLA-0001',
        family: 'bois',
        priceCents: null,
        condition: 'good',
      }),
    ]);
    const refused = await screen.findByRole('alert');
    await waitFor(() => expect(within(refused).getAllByRole('listitem')).toHaveLength(4));
    const lines = within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toBe('Ligne 4 : famille inconnue « Claviers » (Cordes, Bois, Cuivres ou Percussions)');
    expect(lines[1]).toBe('Ligne 5 : Le numéro d’inventaire VIO-0001 est déjà utilisé dans cette école.');
    expect(lines[2]).toBe('Ligne 6 : prix illisible « 12,345 » (par exemple 899,00)');
    expect(lines[3]).toMatch(/^Ligne 7 : /);
  });
});
