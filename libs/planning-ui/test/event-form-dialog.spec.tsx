/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { EventFormDialog } from '../src/event-form-dialog.js';
import { emptyEventForm, nothingKept } from '../src/event-form.js';

const harmonie = { id: '22222222-2222-4222-8222-222222222222', name: 'MUS212 — Harmonie' } as Group;

/**
 * 'Nouvel événement' (issue 28 §1) on web-kit's form kit: the planning's contract decides in the browser what
 * the server decides, so bad input says why in French and sends nothing; good input is sent as the contract's.
 */
describe('the new-event dialog', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  async function fill(end: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Titre/), 'Concert d’hiver');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'concert');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText("Heure d'arrivée"), { target: { value: '18:15' } });
    fireEvent.change(screen.getByLabelText(/^Début/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText(/^Fin/), { target: { value: end } });
    await user.selectOptions(screen.getByLabelText('Groupe concerné'), harmonie.id);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  }

  it('refuses an end before the start, in French, and sends nothing', async () => {
    const onSave = jest.fn(async (_event: unknown) => undefined);
    render(
      <EventFormDialog
        title="Nouvel événement"
        groups={[harmonie]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    await fill('18:00');
    await screen.findByText('La fin doit suivre le début.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the event for the group chosen, its call time apart from its start', async () => {
    const onSave = jest.fn(async (_event: unknown) => undefined);
    render(
      <EventFormDialog
        title="Nouvel événement"
        groups={[harmonie]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    await fill('21:00');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        title: 'Concert d’hiver',
        type: 'concert',
        day: '2026-12-10',
        callTime: '18:15',
        startTime: '19:00',
        endTime: '21:00',
        groupIds: [harmonie.id],
        recurrence: null,
        place: null,
      }),
    ]);
  });

  it("a 'Sortie' takes its deposit, balance and consent deadline, each no later than its first day", async () => {
    const onSave = jest.fn(async (_event: unknown) => undefined);
    render(
      <EventFormDialog
        title="Nouvel événement"
        groups={[harmonie]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Titre/), 'Sortie à Québec');
    expect(screen.queryByRole('group', { name: 'Échéances de la sortie' })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Type/), 'outing');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-05-12' } });
    fireEvent.change(screen.getByLabelText(/^Début/), { target: { value: '08:30' } });
    fireEvent.change(screen.getByLabelText(/^Fin/), { target: { value: '16:00' } });
    await user.selectOptions(screen.getByLabelText('Groupe concerné'), harmonie.id);
    expect(screen.getByRole('group', { name: 'Échéances de la sortie' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Acompte \(/), '45,505');
    fireEvent.change(screen.getByLabelText('Acompte dû le'), { target: { value: '2027-05-20' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le montant compte au plus 2 décimales.');
    expect(screen.getByText('Cette échéance ne peut pas suivre le premier jour de la sortie.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Acompte \(/));
    await user.type(screen.getByLabelText(/^Acompte \(/), '45,50');
    fireEvent.change(screen.getByLabelText('Acompte dû le'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('Consentements attendus au plus tard le'), {
      target: { value: '2027-04-15' },
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        type: 'outing',
        trip: {
          deposit: { amount: '45,50', dueDay: '2027-04-01' },
          balance: null,
          consentDueDay: '2027-04-15',
        },
      }),
    ]);
  });

  it("'Matériel réservé' searches the school's instruments, and reserves those picked once the event is saved", async () => {
    const timpani = {
      instrumentId: '33333333-3333-4333-8333-333333333333',
      assetNumber: 'PERC-01',
      type: 'Timbales',
      family: 'percussions' as const,
    };
    const marimba = {
      ...timpani,
      instrumentId: '44444444-4444-4444-8444-444444444444',
      assetNumber: 'PERC-02',
      type: 'Marimba',
    };
    const search = jest.fn(async (text: string) => [timpani, marimba].filter((i) => i.type.includes(text)));
    const save = jest.fn(async (_eventId: string, _ids: string[]) => undefined);
    const onSave = jest.fn(async (_event: unknown) => ({ id: '55555555-5555-4555-8555-555555555555' }));
    render(
      <EventFormDialog
        title="Nouvel événement"
        groups={[harmonie]}
        onSave={onSave}
        onClose={() => undefined}
        equipment={{ search, save }}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Matériel réservé' })).toBeTruthy();
    expect(screen.getByText('Aucun instrument réservé.')).toBeTruthy();
    await user.type(screen.getByLabelText('Rechercher un instrument'), 'Timb');
    await user.click(await screen.findByRole('button', { name: 'Réserver PERC-01 (Timbales)' }));
    expect(screen.getByRole('button', { name: 'Retirer PERC-01 (Timbales)' })).toBeTruthy();
    // Picked, it is no longer offered.
    await screen.findByText('Aucun instrument ne correspond.');
    await fill('21:00');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]).toEqual(['55555555-5555-4555-8555-555555555555', [timpani.instrumentId]]);
  });

  it('an edit shows the reserved instruments and asks nothing of the inventory when they are unchanged', async () => {
    const tuba = {
      instrumentId: '66666666-6666-4666-8666-666666666666',
      assetNumber: 'CUIV-07',
      type: 'Tuba',
      family: 'cuivres' as const,
    };
    const search = jest.fn(async (_text: string) => [tuba]);
    const save = jest.fn(async (_eventId: string, _ids: string[]) => undefined);
    const onSave = jest.fn(async (_event: unknown) => undefined);
    const eventId = '77777777-7777-4777-8777-777777777777';
    render(
      <EventFormDialog
        title="Modifier l’événement"
        groups={[harmonie]}
        onSave={onSave}
        onClose={() => undefined}
        editing={{
          eventId,
          values: {
            ...emptyEventForm,
            title: 'Concert',
            type: 'concert',
            day: '2026-12-10',
            startTime: '19:00',
            endTime: '21:00',
            groupId: harmonie.id,
          },
          kept: nothingKept,
          equipment: [tuba],
        }}
        equipment={{ search, save }}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('list', { name: 'Matériel réservé' }).textContent).toContain('CUIV-07 (Tuba)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(save).not.toHaveBeenCalled();
  });
});
