/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { BoardSchool } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { CreateSchoolDialog } from '../src/board/create-school-dialog.js';
import { InviteAdminDialog } from '../src/board/invite-admin-dialog.js';
import { SchoolAliasDialog } from '../src/board/school-alias-dialog.js';
import { SchoolsTable } from '../src/board/schools-table.js';

const crescendo: BoardSchool = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'École secondaire Crescendo (démo)',
  alias: 'ecole-crescendo',
  teachers: 3,
  students: 24,
  groups: 5,
  practiceMinutesThisWeek: 135,
  smallCohort: false,
};
const harmonie: BoardSchool = {
  id: '00000000-0000-4000-8000-00000000de01',
  name: 'École secondaire Harmonie (démo)',
  alias: null,
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

// The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

describe("'Écoles', the board's schools", () => {
  it("shows each school's figures, and '< 5' said in words where fewer than 5 students", () => {
    inFrench(
      <SchoolsTable
        schools={[crescendo, harmonie]}
        onInvite={() => {}}
        onMoveTeacher={() => {}}
        onEditAlias={() => {}}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'École',
      'Enseignants',
      'Élèves',
      'Groupes',
      'Pratique cette semaine',
      'Alias Keycloak',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe(crescendo.name);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      '24',
      '5',
      '135 minutes',
      'ecole-crescendo',
      'Inviter son administrateurDéplacer un enseignantModifier l’alias',
    ]);
    expect(within(second!).getByTestId('alias').textContent).toBe('Aucun');

    const withheld = within(second!).getAllByText('< 5');
    // Students and minutes, never the count: the sign on screen, its reason on hover and for a screen reader.
    expect(withheld).toHaveLength(2);
    for (const sign of withheld) {
      expect(sign.getAttribute('aria-hidden')).toBe('true');
      expect(sign.parentElement!.getAttribute('title')).toBe('Moins de 5 élèves : chiffre masqué');
    }
    expect(within(second!).getAllByText('Moins de 5 élèves : chiffre masqué')).toHaveLength(2);
    expect(second!.textContent).not.toMatch(/minute/);
  });

  it("names each school's 'Inviter son administrateur' and hands that school on", async () => {
    const onInvite = jest.fn();
    inFrench(
      <SchoolsTable
        schools={[crescendo, harmonie]}
        onInvite={onInvite}
        onMoveTeacher={() => {}}
        onEditAlias={() => {}}
      />,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `Inviter son administrateur — ${harmonie.name}` }));
    expect(onInvite).toHaveBeenCalledWith(harmonie);
  });
});

describe("'Créer une école'", () => {
  it("refuses a name under 2 characters in the contract's words, then sends the trimmed name", async () => {
    const onCreate = jest.fn<(school: { name: string }) => Promise<unknown>>().mockResolvedValue({});
    const onClose = jest.fn();
    inFrench(<CreateSchoolDialog onCreate={onCreate} onClose={onClose} />);
    const dialog = await findDialog('Créer une école');
    const user = userEvent.setup();
    const name = within(dialog).getByLabelText("Nom de l'école");
    await user.type(name, ' A ');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom de l’école compte au moins 2 caractères.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onCreate).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '  École secondaire Allegro  {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith({ name: 'École secondaire Allegro' });
  });
});

describe("'Inviter son administrateur'", () => {
  it('refuses an address that is not one, then sends it in lower case', async () => {
    const onInvite = jest.fn<(email: string) => Promise<unknown>>().mockResolvedValue({});
    const onClose = jest.fn();
    inFrench(<InviteAdminDialog school={harmonie} onInvite={onInvite} onClose={onClose} />);
    const dialog = await findDialog(`Inviter l'administrateur de ${harmonie.name}`);
    const user = userEvent.setup();
    const email = within(dialog).getByLabelText('Courriel');
    await user.type(email, 'pas-un-courriel');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(onInvite).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'Direction@Allegro.ca');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onInvite).toHaveBeenCalledWith('direction@allegro.ca');
  });
});

describe("'Modifier l’alias'", () => {
  it('refuses an alias that is not a lowercase slug, then sends the trimmed one', async () => {
    const onSave = jest.fn<(alias: string) => Promise<unknown>>().mockResolvedValue({});
    const onClose = jest.fn();
    inFrench(<SchoolAliasDialog school={crescendo} onSave={onSave} onClose={onClose} />);
    const dialog = await findDialog(`Alias Keycloak de ${crescendo.name}`);
    const user = userEvent.setup();
    const alias = within(dialog).getByLabelText('Alias');
    expect((alias as HTMLInputElement).value).toBe('ecole-crescendo');
    await user.clear(alias);
    await user.type(alias, 'École Crescendo');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'L’alias s’écrit en minuscules sans accents, chiffres et traits d’union seulement, comme ecole-harmonie.',
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(alias);
    await user.type(alias, ' ecole-crescendo-centre ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('ecole-crescendo-centre');
  });
});
