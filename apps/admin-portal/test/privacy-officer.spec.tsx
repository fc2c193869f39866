/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PrivacyOfficerFields, PrivacyOfficerSettings } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { PrivacyOfficerForm } from '../src/privacy/privacy-officer-form.js';
import { adminPages } from '../src/pages.js';
import { boardPages } from '../src/board/board-pages.js';

const inFrench = (ui: Parameters<typeof render>[0]) => {
  initPreloadedI18n('fr', [initReactI18next]);
  return render(ui);
};

const boardShown: PrivacyOfficerSettings = {
  level: 'school',
  own: null,
  shown: { title: 'Secrétaire général', name: 'Marc Côté', email: 'marc.cote@css.test', source: 'board' },
};

describe("'Confidentialité': the person in charge of personal information", () => {
  it("is a page of the school's and of the board's administrators", () => {
    expect(adminPages).toContainEqual({ path: 'confidentialite', nav: 'nav.privacy' });
    expect(boardPages).toContainEqual({ path: 'confidentialite', nav: 'nav.privacy' });
  });

  it("shows the board's while the school names none, and sends the school's once every field is right", async () => {
    const onSave = jest.fn<(officer: PrivacyOfficerFields) => Promise<unknown>>().mockResolvedValue({});
    const onClear = jest.fn<() => Promise<unknown>>();
    inFrench(<PrivacyOfficerForm settings={boardShown} onSave={onSave} onClear={onClear} />);
    const section = screen.getByRole('region', {
      name: 'Responsable de la protection des renseignements personnels',
    });
    const shown = within(section).getByRole('status', { name: 'Affiché sur la page Confidentialité' });
    expect(
      within(shown).getByText('Le responsable de votre centre de services, tant que l’école n’en nomme pas.'),
    ).toBeTruthy();
    expect(within(shown).getByText('Marc Côté')).toBeTruthy();
    // Nothing of its own: nothing to remove.
    expect(within(section).queryByRole('button', { name: 'Retirer le responsable' })).toBeNull();

    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Titre'), 'Directrice adjointe');
    await user.type(within(section).getByLabelText('Courriel'), 'pas-une-adresse');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le responsable' }));
    expect(
      within(section).getByText('Le nom du responsable est requis (au plus 120 caractères).'),
    ).toBeTruthy();
    expect(
      within(section).getByText('Entrez une adresse courriel valide pour joindre le responsable.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(section).getByLabelText('Nom'), 'Julie Tremblay');
    await user.clear(within(section).getByLabelText('Courriel'));
    await user.type(within(section).getByLabelText('Courriel'), 'Julie.Tremblay@ecole.test');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le responsable' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Directrice adjointe',
      name: 'Julie Tremblay',
      email: 'julie.tremblay@ecole.test',
    });
  });

  it('fills the fields with its own, and removes it on demand', async () => {
    const onClear = jest.fn<() => Promise<unknown>>().mockResolvedValue({});
    const own = { title: 'Directrice adjointe', name: 'Julie Tremblay', email: 'julie@ecole.test' };
    inFrench(
      <PrivacyOfficerForm
        settings={{
          level: 'school',
          own: { ...own, setAt: '2026-11-01T12:00:00.000Z' },
          shown: { ...own, source: 'own' },
        }}
        onSave={async () => ({})}
        onClear={onClear}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Nom').value).toBe('Julie Tremblay');
    expect(screen.getByText('Le responsable de votre organisation.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retirer le responsable' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
