import {
  getPushPublicKeyRoute,
  getReminderSettingsRoute,
  saveReminderSettingsRoute,
  subscribePushRoute,
  unsubscribePushRoute,
  type PushSubscriptionInput,
  type ReminderSettings,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** How 'Rappels' reads and saves the settings and this device's notifications: the planning's routes, or a test's. */
export interface ReminderSettingsApi {
  load: (signal?: AbortSignal) => Promise<ReminderSettings>;
  save: (settings: ReminderSettings) => Promise<ReminderSettings>;
  /** The deployment's VAPID public key, null when it sends no notifications. */
  pushKey: (signal?: AbortSignal) => Promise<string | null>;
  subscribe: (subscription: PushSubscriptionInput) => Promise<unknown>;
  unsubscribe: (endpoint: string) => Promise<unknown>;
}

export const reminderSettingsApi: ReminderSettingsApi = {
  load: (signal) => callRoute(getReminderSettingsRoute, { signal }),
  save: (body) => callRoute(saveReminderSettingsRoute, { body }),
  pushKey: async (signal) => (await callRoute(getPushPublicKeyRoute, { signal })).publicKey,
  subscribe: (body) => callRoute(subscribePushRoute, { body }),
  unsubscribe: (endpoint) => callRoute(unsubscribePushRoute, { body: { endpoint } }),
};

export const reminderSettingsKey = ['planning', 'reminder-settings'] as const;
export const pushKeyKey = ['planning', 'push-public-key'] as const;
