/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { InventoryScore } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AddScoreModal } from '../src/inventory/add-score-modal.js';

/**
 * 'Ajouter une partition' (issue 27 §1) on web-kit's form kit: the inventory's contract decides in the browser
 * what the server decides, so bad input says why in French under its field and sends nothing; good input is
 * sent with its parts' copies as numbers.
 */
describe('the add-a-score dialog', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  it('refuses what the contract refuses, in French, on the fields, and sends nothing', async () => {
    const onSave = jest.fn(async (_score: unknown) => undefined);
    render(<AddScoreModal onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    const copies = await screen.findByLabelText('Exemplaires de la partie 1');
    await user.clear(copies);
    await user.type(copies, 'trois');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le titre de la partition est requis.');
    screen.getByText(/^Choisissez un ensemble :/);
    screen.getByText('Nommez la partie (par exemple « Flûte 1 »).');
    screen.getByText('Le nombre d’exemplaires est un nombre entier, par exemple 3.');
    expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks a rented score’s return date, then sends the score with its parts and their copies', async () => {
    const onSave = jest.fn(async (_score: unknown) => undefined);
    render(<AddScoreModal onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titre'), 'First Suite in E-flat');
    await user.type(screen.getByLabelText('Compositeur'), 'Gustav Holst');
    await user.selectOptions(screen.getByLabelText('Ensemble'), 'concert-band');
    await user.selectOptions(screen.getByLabelText('Niveau'), '4.5');
    await user.type(screen.getByLabelText('Partie 1'), 'Flûte 1');
    const first = screen.getByLabelText('Exemplaires de la partie 1');
    await user.clear(first);
    await user.type(first, '3');
    await user.click(screen.getByRole('button', { name: 'Ajouter une partie' }));
    await user.type(screen.getByLabelText('Partie 2'), 'Tuba');
    const second = screen.getByLabelText('Exemplaires de la partie 2');
    await user.clear(second);
    await user.type(second, '2');
    await user.selectOptions(screen.getByLabelText('Propriété'), 'rented');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Une partition louée a une date de retour.');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Date de retour'), '2027-06-15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      {
        title: 'First Suite in E-flat',
        composer: 'Gustav Holst',
        arranger: null,
        publisher: null,
        level: 4.5,
        ensemble: 'concert-band',
        parts: [
          { name: 'Flûte 1', copies: 3 },
          { name: 'Tuba', copies: 2 },
        ],
        ownership: 'rented',
        returnOn: '2027-06-15',
        lastPerformedOn: null,
      },
    ]);
  });

  it('changes a score: its fields and parts shown as they are, every field sent again', async () => {
    const score = {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Chester',
      composer: 'William Schuman',
      arranger: null,
      publisher: 'Merion Music',
      level: 4.5,
      ensemble: 'concert-band',
      parts: [{ name: 'Conducteur', copies: 1 }],
      copies: 1,
      ownership: 'owned',
      returnOn: null,
      lastPerformedOn: '2026-05-20',
    } as unknown as InventoryScore;
    const onSave = jest.fn(async (_score: unknown) => undefined);
    render(<AddScoreModal score={score} onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Modifier la partition « Chester »' })).toBeTruthy();
    const copies = screen.getByLabelText('Exemplaires de la partie 1') as HTMLInputElement;
    expect(copies.value).toBe('1');
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        title: 'Chester',
        publisher: 'Merion Music',
        level: 4.5,
        parts: [{ name: 'Conducteur', copies: 2 }],
        ownership: 'owned',
        returnOn: null,
        lastPerformedOn: '2026-05-20',
      }),
    ]);
  });
});
