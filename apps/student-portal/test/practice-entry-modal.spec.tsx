/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PracticeEntryInput } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ApiError } from '@crescendo/web-auth';
import { PracticeEntryModal, type PracticeEntryModalProps } from '../src/practice/practice-entry-modal.js';

type Send = (entry: PracticeEntryInput) => Promise<unknown>;

async function openForm(onSend: Send) {
  initPreloadedI18n('fr', [initReactI18next]);
  const onClose = jest.fn();
  render(
    <PracticeEntryModal
      title="Nouveau rapport de pratique"
      sending={false}
      onSend={onSend}
      onClose={onClose}
    />,
  );
  // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
  await screen.findByRole('dialog', { name: 'Nouveau rapport de pratique' }, { timeout: 15_000 });
  return { onClose, user: userEvent.setup() };
}

/** The text said under an input (its `aria-describedby`). */
const saidUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const date = screen.getByLabelText('Date de la pratique');
  await user.clear(date);
  await user.type(date, '2026-03-10');
  await user.type(screen.getByLabelText('Durée (minutes)'), '45');
  await user.click(screen.getByLabelText('École'));
  await user.type(screen.getByLabelText('Contenu de la pratique'), '  Gammes en si bémol ');
  await user.type(screen.getByLabelText('Prochains objectifs'), 'Arpèges');
}

describe('the practice report form on the practice contract', () => {
  it('refuses what the contract refuses, in French under each input, and sends nothing', async () => {
    const onSend = jest.fn<Send>();
    const { user } = await openForm(onSend);
    await user.type(screen.getByLabelText('Durée (minutes)'), '301');
    await user.type(screen.getByLabelText('Contenu de la pratique'), '   ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText("La durée est d'au plus 300 minutes.");
    expect(saidUnder(screen.getByLabelText('Durée (minutes)'))).toContain(
      "La durée est d'au plus 300 minutes.",
    );
    expect(saidUnder(screen.getByLabelText('Contenu de la pratique'))).toContain('Le contenu est requis.');
    expect(saidUnder(screen.getByLabelText('Prochains objectifs'))).toContain(
      'Les prochains objectifs sont requis.',
    );

    const duration = screen.getByLabelText('Durée (minutes)');
    await user.clear(duration);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(saidUnder(duration)).toContain('La durée est requise.'));
    const date = screen.getByLabelText('Date de la pratique');
    // A date input holds no day that does not exist (the browser empties it): a blank date.
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(saidUnder(date)).toContain('La date est requise.'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under its input, and keeps the form open", async () => {
    const onSend = jest.fn<Send>().mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
        fields: { duration: 'Trop de minutes ce jour.' },
      }),
    );
    const { onClose, user } = await openForm(onSend);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Trop de minutes ce jour.');
    expect(saidUnder(screen.getByLabelText('Durée (minutes)'))).toContain('Trop de minutes ce jour.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the contract's shape once (the minutes a number, the text trimmed), then closes", async () => {
    const onSend = jest.fn<Send>().mockResolvedValue({});
    const { onClose, user } = await openForm(onSend);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      practiceDate: '2026-03-10',
      duration: 45,
      location: 'school',
      content: 'Gammes en si bémol',
      nextGoals: 'Arpèges',
    });
  });
});

describe('the reflection after practice (issue 29 §4)', () => {
  async function openWithReflection(onSend: PracticeEntryModalProps['onSend']) {
    initPreloadedI18n('fr', [initReactI18next]);
    render(
      <PracticeEntryModal
        title="Nouveau rapport de pratique"
        sending={false}
        withReflection
        onSend={onSend}
        onClose={jest.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Nouveau rapport de pratique' }, { timeout: 15_000 });
    return userEvent.setup();
  }

  it('sends goal, strategy and how it went with the report', async () => {
    const onSend = jest.fn<PracticeEntryModalProps['onSend']>(async () => undefined);
    const user = await openWithReflection(onSend);
    expect(screen.getByRole('group', { name: 'Ma réflexion (facultatif)' })).toBeTruthy();
    await fill(user);
    await user.type(screen.getByLabelText('Mon objectif'), 'Mesures 12 à 16 au tempo');
    await user.type(screen.getByLabelText('Ma stratégie'), 'Lentement, puis +4');
    expect(screen.getByLabelText('Comment ça s’est passé').getAttribute('maxlength')).toBe('500');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ duration: 45 }), {
        goal: 'Mesures 12 à 16 au tempo',
        strategy: 'Lentement, puis +4',
        outcome: '',
      }),
    );
  });

  it('sends no reflection when every part is blank', async () => {
    const onSend = jest.fn<PracticeEntryModalProps['onSend']>(async () => undefined);
    const user = await openWithReflection(onSend);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ duration: 45 }), null));
  });

  it('shows no reflection while the gamification policy is off (the tab does not ask for it)', async () => {
    await openForm(jest.fn<Send>());
    expect(screen.queryByRole('group', { name: 'Ma réflexion (facultatif)' })).toBeNull();
    expect(screen.queryByLabelText('Mon objectif')).toBeNull();
  });
});
