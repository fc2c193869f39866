import type { PushSubscriptionInput } from '@crescendo/contracts';

/** The notification permission was refused (now or before): only the browser's settings give it back. */
export class PushPermissionDenied extends Error {
  constructor() {
    super('notification permission denied');
  }
}

/**
 * This device's side of the reminders' notifications (issue 28 §3): the browser's Push API through the
 * shell's service worker (decision 0024), or a test's stand-in.
 */
export interface PushDevice {
  /** Service workers, the Push API and notifications: all three, or the screen says it cannot. */
  supported: () => boolean;
  permission: () => NotificationPermission;
  /** This device's subscription, if it has one. */
  current: () => Promise<PushSubscriptionInput | null>;
  /** Asks the permission, then subscribes with the deployment's key. */
  subscribe: (publicKey: string) => Promise<PushSubscriptionInput>;
  /** Ends this device's subscription; its endpoint, to tell the server. */
  unsubscribe: () => Promise<string | null>;
}

/** A VAPID key as the Push API wants it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The worker's registration once it is active (the dev server serves none: then not at all). */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
}

const asInput = (subscription: PushSubscription): PushSubscriptionInput => {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};

export const browserPushDevice: PushDevice = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  current: async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? asInput(subscription) : null;
  },
  subscribe: async (publicKey) => {
    if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied();
    const registration = await activeWorker();
    if (!registration) throw new Error('no service worker');
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
    return asInput(subscription);
  },
  unsubscribe: async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
