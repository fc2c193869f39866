/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createGroupInputSchema } from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { FormDialog, useFormDialog } from '../src/index.js';
import { renderInFrench } from './render-in-french.js';

const schema = createGroupInputSchema.pick({ name: true, description: true });
type Sent = { name: string; description?: string | null };

function GroupDialog({ onSubmit, onSent }: { onSubmit: (values: Sent) => unknown; onSent?: () => void }) {
  const dialog = useFormDialog({ schema, defaultValues: { name: '', description: '' }, onSubmit, onSent });
  return (
    <FormDialog
      dialog={dialog}
      title="Nouveau Groupe"
      confirmLabel="Créer"
      cancelLabel="Annuler"
      onClose={() => {}}
    >
      <TextField label="Nom du groupe" {...dialog.field('name')} />
      <TextField label="Description (facultative)" {...dialog.field('description')} />
    </FormDialog>
  );
}

async function openDialog(props: Parameters<typeof GroupDialog>[0]) {
  renderInFrench(<GroupDialog {...props} />);
  // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
  return screen.findByRole('dialog', { name: 'Nouveau Groupe' }, { timeout: 15_000 });
}

describe('a form dialog on a contract schema', () => {
  it("says the contract's refusal under its field, in French with its numbers, and sends nothing", async () => {
    const onSubmit = jest.fn<(values: Sent) => unknown>();
    await openDialog({ onSubmit });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom du groupe'), '   ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom du groupe est requis.')).toBeTruthy();
    expect(screen.getByLabelText('Nom du groupe').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByLabelText('Nom du groupe'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom du groupe compte au plus 120 caractères.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what the contract read (trimmed), then says it is sent', async () => {
    const onSubmit = jest.fn<(values: Sent) => unknown>();
    const onSent = jest.fn();
    await openDialog({ onSubmit, onSent });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom du groupe'), '  Harmonie  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Harmonie', description: '' });
  });

  it("puts an ApiError's fields under their inputs, and anything else above the buttons", async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
      fields: { name: 'Ce nom est déjà celui d’un autre groupe.' },
    });
    const onSubmit = jest
      .fn<(values: Sent) => Promise<unknown>>()
      .mockRejectedValueOnce(refusal)
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'hors ligne'));
    const onSent = jest.fn();
    await openDialog({ onSubmit, onSent });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom du groupe'), 'Harmonie');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const fieldError = await screen.findByText('Ce nom est déjà celui d’un autre groupe.');
    const name = screen.getByLabelText('Nom du groupe');
    expect(name.getAttribute('aria-describedby')).toBe(fieldError.id);

    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Impossible de joindre le serveur. Vérifiez votre connexion.',
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
