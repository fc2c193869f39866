/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { BoardSchool } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { SignInDomainDialog } from '../src/board/sign-in-domain-dialog.js';
import type { SignInDomainInput } from '../src/board/sign-in-domains-api.js';

const harmonie: BoardSchool = {
  id: '00000000-0000-4000-8000-00000000de01',
  name: 'École secondaire Harmonie (démo)',
  alias: 'ecole-harmonie',
  teachers: 1,
  students: null,
  groups: 0,
  practiceMinutesThisWeek: null,
  smallCohort: true,
};

const inFrench = (ui: Parameters<typeof render>[0]) => {
  initPreloadedI18n('fr', [initReactI18next]);
  return render(ui);
};

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

describe("'Ajouter un domaine' (sign-in by the school's domain)", () => {
  it("refuses a domain written with '@' and an http issuer elsewhere in the contract's words, then sends it", async () => {
    const onSave = jest.fn<(input: SignInDomainInput) => Promise<unknown>>().mockResolvedValue({});
    const onClose = jest.fn();
    inFrench(<SignInDomainDialog schools={[harmonie]} onSave={onSave} onClose={onClose} />);
    const dialog = await findDialog('Ajouter un domaine');
    const user = userEvent.setup();
    // Google Workspace is proposed, with Google's issuer.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Émetteur (issuer)').value).toBe(
      'https://accounts.google.com',
    );
    await user.type(within(dialog).getByLabelText('Domaine de courriel'), 'prof@harmonie.qc.ca');
    await user.selectOptions(within(dialog).getByLabelText('Fournisseur'), 'Microsoft Entra ID');
    const issuer = within(dialog).getByLabelText<HTMLInputElement>('Émetteur (issuer)');
    expect(issuer.value).toBe('https://login.microsoftonline.com/');
    await user.clear(issuer);
    await user.type(issuer, 'http://idp.harmonie.qc.ca');
    await user.type(within(dialog).getByLabelText('Identifiant client'), 'crescendo');
    await user.type(within(dialog).getByLabelText('Secret client'), 's3cret');
    await user.selectOptions(within(dialog).getByLabelText('École'), harmonie.name);
    await user.selectOptions(within(dialog).getByLabelText('Rôle donné dans l’école'), 'Élèves');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le domaine s’écrit comme ecole.qc.ca, sans « @ ».')).toBeTruthy();
    expect(
      within(dialog).getByText('L’émetteur est une adresse https:// (http:// seulement vers cette machine).'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Domaine de courriel'));
    await user.type(within(dialog).getByLabelText('Domaine de courriel'), 'Eleves.Harmonie.qc.ca');
    await user.clear(issuer);
    await user.type(issuer, 'https://login.microsoftonline.com/locataire/v2.0/');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      domain: 'eleves.harmonie.qc.ca',
      kind: 'entra-id',
      issuer: 'https://login.microsoftonline.com/locataire/v2.0',
      clientId: 'crescendo',
      clientSecret: 's3cret',
      schoolId: harmonie.id,
      role: 'student',
    });
  });
});
