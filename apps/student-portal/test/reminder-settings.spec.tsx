/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { ReminderSettings } from '@crescendo/contracts';
import { initI18n } from '@crescendo/i18n';
import { ReminderSettingsBlock, type ReminderSettingsApi } from '../src/planning/reminder-settings.js';

// Issue 28 §3: the student's 'Rappels' in their profile, both on until they choose.
function renderBlock(api: ReminderSettingsApi) {
  initI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReminderSettingsBlock api={api} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the student's 'Rappels'", () => {
  it('shows what is saved and saves what the student chooses', async () => {
    const save = jest.fn(async (settings: ReminderSettings) => settings);
    const user = renderBlock({ load: async () => ({ dayBefore: true, twoHoursBefore: true }), save });
    expect(screen.getByRole('heading', { name: 'Rappels' })).toBeTruthy();
    const dayBefore = await screen.findByRole('checkbox', { name: 'La veille' });
    const twoHours = screen.getByRole('checkbox', { name: 'Deux heures avant l’heure d’arrivée' });
    expect((dayBefore as HTMLInputElement).checked).toBe(true);
    expect((twoHours as HTMLInputElement).checked).toBe(true);
    await user.click(dayBefore);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ dayBefore: false, twoHoursBefore: true }));
  });

  it('says so when the settings cannot be read', async () => {
    renderBlock({
      load: async () => Promise.reject(new Error('down')),
      save: jest.fn(async (s: ReminderSettings) => s),
    });
    await screen.findByRole('alert');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
