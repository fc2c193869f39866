/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { DirectoryEntry, Group } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ReassignModal } from '../src/groups/admin-group-dialogs.js';

type Mutations = Parameters<typeof ReassignModal>[0]['mutations'];

const first = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ana',
  lastName: 'Roy',
  email: 'ana@example.org',
};
const second = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Bo',
  lastName: 'Lin',
  email: 'bo@example.org',
};
const group = { id: '33333333-3333-4333-8333-333333333333', name: 'Harmonie', teacherId: first.id } as Group;

async function openReassign(teachers: DirectoryEntry[], teacherId: string | null = first.id) {
  initPreloadedI18n('fr', [initReactI18next]);
  const mutate = jest.fn();
  const onClose = jest.fn();
  render(
    <ReassignModal
      group={{ ...group, teacherId }}
      teachers={teachers}
      mutations={{ reassign: { mutate } } as unknown as Mutations}
      onClose={onClose}
    />,
  );
  // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  return { dialog, mutate, onClose, user: userEvent.setup() };
}

describe("'Réassigner' on the groups contract's update", () => {
  it("sends the contract's shape once, the teacher chosen, and closes", async () => {
    const { dialog, mutate, onClose, user } = await openReassign([first, second] as DirectoryEntry[]);
    expect(dialog.textContent).toContain('Harmonie');
    await user.selectOptions(screen.getByRole('combobox'), second.id);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toEqual({ groupId: group.id, teacherId: second.id });
  });

  it('refuses what the contract refuses (a teacher id that is none), in French under the choice', async () => {
    const stray = { ...second, id: 'pas-un-identifiant' } as DirectoryEntry;
    const { mutate, onClose, user } = await openReassign([stray], stray.id);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const choice = screen.getByLabelText('Enseignant du groupe');
    await waitFor(() => expect(choice.getAttribute('aria-invalid')).toBe('true'));
    const said = document.getElementById(choice.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(said).toMatch(/UUID|invalide/i);
    expect(mutate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has nothing to send without a teacher to choose', async () => {
    const { mutate, user } = await openReassign([], null);
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(save);
    expect(mutate).not.toHaveBeenCalled();
  });
});
