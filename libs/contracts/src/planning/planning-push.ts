import { z } from 'zod';
import { defineHttpRoute } from '../http/http-route.js';
import { defineRequest } from '../common/request.js';

/** Frozen subjects of the reminders' web push (issue 28 §3). */
export const planningPushSubjects = {
  publicKey: 'planning.push.public-key',
  subscribe: 'planning.push.subscribe',
  unsubscribe: 'planning.push.unsubscribe',
} as const;

/** The devices one person may receive reminders on; subscribing an eleventh forgets the oldest. */
export const maxPushSubscriptionsPerPerson = 10;

// zod's own words (its French locale): only a broken client sends other than what a browser gives.
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/** Where a browser's push service takes a message for this device (always https). */
export const pushEndpointSchema = z
  .string()
  .max(2048)
  .url()
  .refine((value) => value.startsWith('https://'));

/** A browser's `PushSubscription.toJSON()`: its endpoint and the keys its messages are encrypted with. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The deployment's VAPID public key (base64url), the browser's `applicationServerKey`; null when push is off. */
export const getPushPublicKey = defineRequest(
  planningPushSubjects.publicKey,
  z.object({}),
  z.object({ publicKey: z.string().nullable() }),
);

/** This device receives the actor's reminders (the same endpoint again: its keys replaced). */
export const subscribePush = defineRequest(
  planningPushSubjects.subscribe,
  pushSubscriptionSchema,
  z.object({ subscribed: z.literal(true) }),
);

/** This device no longer receives the actor's reminders; another person's endpoint is left alone. */
export const unsubscribePush = defineRequest(
  planningPushSubjects.unsubscribe,
  z.object({ endpoint: pushEndpointSchema }),
  z.object({ removed: z.boolean() }),
);

/** What the service worker shows (its `push` event's data, JSON): never a student's name. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The calendar page of the person's portal, opened by a click. */
  url: z.string().startsWith('/'),
  /** One notification per occurrence and reminder: a later one replaces it. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const getPushPublicKeyRoute = defineHttpRoute({
  id: 'getPlanningPushPublicKey',
  method: 'GET',
  path: '/planning/push/public-key',
  summary: 'The VAPID public key a browser subscribes with to receive my reminders (null when push is off)',
  tag: 'planning',
  forwards: getPushPublicKey,
});

export const subscribePushRoute = defineHttpRoute({
  id: 'subscribePlanningPush',
  method: 'POST',
  path: '/planning/push-subscriptions',
  summary: `This device receives my reminders as notifications (at most ${maxPushSubscriptionsPerPerson} devices: the oldest is forgotten)`,
  tag: 'planning',
  forwards: subscribePush,
  body: pushSubscriptionSchema,
});

export const unsubscribePushRoute = defineHttpRoute({
  id: 'unsubscribePlanningPush',
  method: 'POST',
  path: '/planning/push-subscriptions/remove',
  summary: 'This device (its endpoint) no longer receives my reminders',
  tag: 'planning',
  forwards: unsubscribePush,
  body: z.object({ endpoint: pushEndpointSchema }),
});
