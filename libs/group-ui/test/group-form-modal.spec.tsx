/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { GroupFormModal, type GroupFormValues } from '../src/group-form-modal.js';

function openForm(initial?: GroupFormValues) {
  initPreloadedI18n('fr', [initReactI18next]);
  const onSubmit = jest.fn<(values: GroupFormValues) => void>();
  const onOpenChange = jest.fn<(open: boolean) => void>();
  render(
    <GroupFormModal
      open
      onOpenChange={onOpenChange}
      title="Nouveau Groupe"
      confirmLabel="Créer"
      initial={initial}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onOpenChange };
}

// The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

describe("'Nouveau Groupe' and its edit form", () => {
  it('creates nothing from a name blank after trimming, and says why (spec §5)', async () => {
    const { onSubmit } = openForm();
    const dialog = await dialogNamed('Nouveau Groupe');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom du groupe'), '   ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom du groupe est requis.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
  });

  it('sends the name and description trimmed, a blank description as none', async () => {
    const { onSubmit } = openForm();
    await dialogNamed('Nouveau Groupe');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom du groupe'), '  MUS212 — Harmonie ');
    await user.type(screen.getByLabelText('Description (facultative)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'MUS212 — Harmonie', description: null });
  });

  it('starts the edit form from the group, and keeps its description', async () => {
    const { onSubmit, onOpenChange } = openForm({ name: 'Harmonie', description: 'Vents et percussions' });
    await dialogNamed('Nouveau Groupe');
    const user = userEvent.setup();
    expect((screen.getByLabelText('Nom du groupe') as HTMLInputElement).value).toBe('Harmonie');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Harmonie', description: 'Vents et percussions' });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
