/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PolicyRow } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { PolicyCard } from '../src/policies/policy-card.js';

const inFrench = (ui: Parameters<typeof render>[0]) => {
  initPreloadedI18n('fr', [initReactI18next]);
  return render(ui);
};

describe("'Réglages': one setting", () => {
  const locked: PolicyRow = {
    key: 'maestro.enabled',
    value: true,
    decidedBy: 'board',
    lockedBy: 'board',
    own: null,
    editable: false,
  };

  it('says who decided and who locked it, and offers nothing to change', () => {
    inFrench(<PolicyCard row={locked} level="school" onSave={async () => {}} onClear={async () => {}} />);
    const card = screen.getByRole('region', { name: 'Maestro IA' });
    expect(within(card).getByText('S’applique : Activé (décidé par le centre de services)')).toBeTruthy();
    expect(within(card).getByText('Verrouillé par le centre de services.')).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it("sends the board's value and whether schools may change it", async () => {
    const onSave = jest.fn<(value: boolean | string | number, allowOverride: boolean) => Promise<unknown>>();
    onSave.mockResolvedValue({});
    const open: PolicyRow = { ...locked, decidedBy: 'default', lockedBy: null, value: false, editable: true };
    inFrench(<PolicyCard row={open} level="board" onSave={onSave} onClear={async () => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Activé'));
    await user.click(screen.getByLabelText('Les écoles peuvent le changer'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer — Maestro IA' }));
    expect(onSave).toHaveBeenCalledWith(true, false);
  });

  // Issue 31 (decision 0079): how long a returned loan keeps its student, agreement and photos is the school's to set.
  it("sets the returned loans' retention in school years, within 0 to 10", async () => {
    const onSave = jest.fn<(value: boolean | string | number, allowOverride: boolean) => Promise<unknown>>();
    onSave.mockResolvedValue({});
    const loans: PolicyRow = {
      key: 'retention.loansSchoolYears',
      value: 1,
      decidedBy: 'default',
      lockedBy: null,
      own: null,
      editable: true,
    };
    inFrench(<PolicyCard row={loans} level="school" onSave={onSave} onClear={async () => {}} />);
    const label = 'Prêts rendus conservés après l’année de leur retour (années scolaires)';
    const card = screen.getByRole('region', { name: label });
    expect(within(card).getByText('S’applique : 1 (valeur par défaut de la plateforme)')).toBeTruthy();
    const years = within(card).getByLabelText(label) as HTMLInputElement;
    expect([years.min, years.max]).toEqual(['0', '10']);
    const user = userEvent.setup();
    await user.clear(years);
    await user.type(years, '3');
    await user.click(within(card).getByRole('button', { name: `Enregistrer — ${label}` }));
    expect(onSave).toHaveBeenCalledWith(3, true);
  });
});
