/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { InventoryInstrument } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AddInstrumentModal } from '../src/inventory/add-instrument-modal.js';

/**
 * 'Ajouter un instrument' (issue 27 §1) on web-kit's form kit: the inventory's contract decides in the browser
 * what the server decides, so bad input says why in French and sends nothing; good input is sent in cents.
 */
describe('the add-an-instrument dialog', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  it('refuses what the contract refuses, in French, and sends nothing', async () => {
    const onSave = jest.fn(async (_instrument: unknown) => undefined);
    render(<AddInstrumentModal onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Prix d’achat'), 'douze');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Choisissez une famille d’instruments.');
    screen.getByText('Le numéro d’inventaire est requis.');
    screen.getByText('Le prix est un montant positif, par exemple 899,00.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the family’s instruments and sends the price in cents', async () => {
    const onSave = jest.fn(async (_instrument: unknown) => undefined);
    render(<AddInstrumentModal onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Famille'), 'bois');
    await user.selectOptions(screen.getByLabelText('Instrument'), 'Clarinette');
    await user.type(screen.getByLabelText('Numéro d’inventaire'), 'CR-0042');
    await user.type(screen.getByLabelText('Prix d’achat'), '1099,50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        family: 'bois',
        type: 'Clarinette',
        assetNumber: 'CR-0042',
        priceCents: 109950,
        brand: null,
        condition: 'good',
      }),
    ]);
  });

  it('changes an instrument: its fields shown as they are, the price in dollars, every field sent again', async () => {
    const instrument = {
      id: '11111111-1111-4111-8111-111111111111',
      family: 'cuivres',
      type: 'Trompette',
      brand: 'Bach',
      model: null,
      serialNumber: null,
      assetNumber: 'CR-0004',
      purchaseDate: '2018-08-22',
      priceCents: 129900,
      condition: 'good',
      location: 'Local 114',
      notes: null,
    } as unknown as InventoryInstrument;
    const onSave = jest.fn(async (_instrument: unknown) => undefined);
    render(<AddInstrumentModal instrument={instrument} onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    const location = await screen.findByLabelText('Emplacement');
    expect(screen.getByRole('dialog', { name: 'Modifier l’instrument CR-0004' })).toBeTruthy();
    expect((screen.getByLabelText('Prix d’achat') as HTMLInputElement).value).toBe('1299,00');
    await user.clear(location);
    await user.type(location, 'Atelier');
    await user.selectOptions(screen.getByLabelText('État'), 'needs-repair');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        family: 'cuivres',
        type: 'Trompette',
        brand: 'Bach',
        assetNumber: 'CR-0004',
        purchaseDate: '2018-08-22',
        priceCents: 129900,
        condition: 'needs-repair',
        location: 'Atelier',
      }),
    ]);
  });
});
