/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { jest } from '@jest/globals';
import { notFound, signedInClient, startApi, type ApiCall } from '@crescendo/web-kit/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { PushSubscriptionInput, ReminderSettings } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { ReminderSettingsBlock } from '../src/reminders/reminder-settings.js';
import { applicationServerKey, PushPermissionDenied, type PushDevice } from '../src/reminders/push-device.js';
import { reminderSettingsApi, type ReminderSettingsApi } from '../src/reminders/reminder-api.js';

// Issue 28 §3: everyone's 'Rappels' (the student's, the teacher's and the admin's profile), all on until they
// choose, and this device's notifications.
const allOn: ReminderSettings = { dayBefore: true, twoHoursBefore: true, byEmail: true, byPush: true };
const vapidKey = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA8';
const subscription: PushSubscriptionInput = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'BKey', auth: 'auth' },
};

function apiWith(overrides: Partial<ReminderSettingsApi> = {}): ReminderSettingsApi {
  return {
    load: async () => allOn,
    save: jest.fn(async (settings: ReminderSettings) => settings),
    pushKey: async () => vapidKey,
    subscribe: jest.fn(async () => ({ subscribed: true })),
    unsubscribe: jest.fn(async () => ({ removed: true })),
    ...overrides,
  };
}

/** A browser with the Push API whose permission and subscription the test decides. */
function deviceWith(overrides: Partial<PushDevice> = {}): PushDevice {
  let current: PushSubscriptionInput | null = null;
  return {
    supported: () => true,
    permission: () => 'default',
    current: async () => current,
    subscribe: jest.fn(async () => {
      current = subscription;
      return subscription;
    }),
    unsubscribe: jest.fn(async () => {
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    }),
    ...overrides,
  };
}

function renderBlock(api: ReminderSettingsApi, device: PushDevice = deviceWith()) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReminderSettingsBlock api={api} device={device} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("'Rappels'", () => {
  it('shows what is saved and saves what the person chooses, the channels too', async () => {
    const api = apiWith();
    const user = renderBlock(api);
    expect(screen.getByRole('heading', { name: 'Rappels' })).toBeTruthy();
    const dayBefore = await screen.findByRole('checkbox', { name: 'La veille' });
    const twoHours = screen.getByRole('checkbox', { name: 'Deux heures avant l’heure d’arrivée' });
    const byEmail = screen.getByRole('checkbox', { name: 'Courriel' });
    const byPush = screen.getByRole('checkbox', { name: 'Notifications' });
    for (const box of [dayBefore, twoHours, byEmail, byPush])
      expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Quand' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Comment' })).toBeTruthy();
    await user.click(dayBefore);
    await user.click(byEmail);
    await user.click(screen.getByRole('button', { name: 'Appliquer les rappels' }));
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith({
        dayBefore: false,
        twoHoursBefore: true,
        byEmail: false,
        byPush: true,
      }),
    );
  });

  it('says so when the settings cannot be read', async () => {
    renderBlock(apiWith({ load: async () => Promise.reject(new Error('down')) }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe("'Activer les notifications sur cet appareil'", () => {
  it('asks the browser with the deployment’s key, hands the subscription to the server, then offers to turn it off', async () => {
    const api = apiWith();
    const device = deviceWith();
    const user = renderBlock(api, device);
    await user.click(
      await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }),
    );
    await waitFor(() => expect(api.subscribe).toHaveBeenCalledWith(subscription));
    expect(device.subscribe).toHaveBeenCalledWith(vapidKey);
    expect(
      await screen.findByRole('button', { name: 'Désactiver les notifications sur cet appareil' }),
    ).toBeTruthy();
    expect(screen.getByText('Les notifications sont activées sur cet appareil.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Désactiver les notifications sur cet appareil' }));
    await waitFor(() => expect(api.unsubscribe).toHaveBeenCalledWith(subscription.endpoint));
    expect(
      await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }),
    ).toBeTruthy();
  });

  it('says when the browser does not support notifications, and asks nothing of the server', async () => {
    const pushKey = jest.fn(async () => vapidKey);
    renderBlock(apiWith({ pushKey }), deviceWith({ supported: () => false }));
    expect(
      await screen.findByText(
        'Ce navigateur ne prend pas en charge les notifications. Vos rappels vous parviennent par courriel.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /notifications sur cet appareil/ })).toBeNull();
    expect(pushKey).not.toHaveBeenCalled();
  });

  it('says when the platform sends no notifications (no VAPID key)', async () => {
    renderBlock(apiWith({ pushKey: async () => null }));
    expect(
      await screen.findByText(
        'Cette plateforme n’envoie pas de notifications. Vos rappels vous parviennent par courriel.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /notifications sur cet appareil/ })).toBeNull();
  });

  it('says how to unblock them when the person refuses the permission, and sends nothing', async () => {
    const api = apiWith();
    const user = renderBlock(
      api,
      deviceWith({ subscribe: jest.fn(async () => Promise.reject(new PushPermissionDenied())) }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }),
    );
    const blocked =
      'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis réessayez.';
    await waitFor(() => expect(screen.getAllByText(blocked).length).toBeGreaterThan(0));
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it('turns a VAPID key into the bytes the Push API takes', () => {
    const bytes = applicationServerKey(vapidKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes[64]).toBe(0x0f);
  });
});

function Signed({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'authenticated' ? <>{children}</> : <p>{status}</p>;
}

describe("'Rappels' through the gateway's routes", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const calls: ApiCall[] = [];
  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi((call) => {
      calls.push(call);
      if (call.path === '/me')
        return {
          status: 200,
          body: {
            id: '00000000-0000-4000-8000-000000000001',
            email: 'prof@ecole.test',
            emailVerified: true,
            firstName: 'Marc',
            lastName: 'Gagnon',
            role: 'teacher',
            organizationId: '00000000-0000-4000-8000-000000000002',
            instrument: null,
            settings: { language: 'fr', currency: 'CAD' },
          },
        };
      if (call.path === '/planning/reminder-settings')
        return { status: 200, body: call.method === 'PUT' ? call.body : allOn };
      if (call.path === '/planning/push/public-key') return { status: 200, body: { publicKey: vapidKey } };
      if (call.path === '/planning/push-subscriptions') return { status: 200, body: { subscribed: true } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('reads the settings and the key, and sends this device’s subscription', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const device = deviceWith();
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Signed>
          <QueryClientProvider client={client}>
            <ReminderSettingsBlock api={reminderSettingsApi} device={device} />
          </QueryClientProvider>
        </Signed>
      </AuthProvider>,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }),
    );
    await screen.findByRole('button', { name: 'Désactiver les notifications sur cet appareil' });
    expect(device.subscribe).toHaveBeenCalledWith(vapidKey);
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/planning/push-subscriptions', body: subscription }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/planning/reminder-settings' }),
    );
  });
});
