import type { Agent } from 'node:https';
import { Logger } from '@nestjs/common';
import webpush from 'web-push';
import type { PushMessage } from '@crescendo/contracts';
import type { PlanningConfig } from '../config.js';
import type { StoredPushSubscription } from './push-subscription.store.js';

/** The deployment's VAPID identity: its key pair and its contact (`mailto:` or `https:`). */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What became of one message: taken by the push service, the device gone (404, 410), or not now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The three VAPID variables, or none (push off); some but not all is a configuration error. */
export function vapidIdentityOf(config: PlanningConfig): VapidIdentity | null {
  const identity = {
    publicKey: config.PLANNING_VAPID_PUBLIC_KEY,
    privateKey: config.PLANNING_VAPID_PRIVATE_KEY,
    subject: config.PLANNING_VAPID_SUBJECT,
  };
  const given = Object.values(identity).filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) {
    throw new Error(
      'PLANNING_VAPID_PUBLIC_KEY, PLANNING_VAPID_PRIVATE_KEY et PLANNING_VAPID_SUBJECT vont ensemble : les trois, ou aucune (notifications désactivées).',
    );
  }
  // web-push checks the keys' lengths and the subject's form: a wrong one stops the service at start.
  webpush.getVapidHeaders(
    'https://push.example',
    identity.subject,
    identity.publicKey,
    identity.privateKey,
    'aes128gcm',
  );
  return identity;
}

/**
 * The reminders' web push (issue 28 §3) with `web-push`: each message encrypted for its device (RFC 8291,
 * aes128gcm) and signed with the deployment's VAPID key (RFC 8292), posted to the device's push service.
 * `agent` is the HTTPS agent a test gives to trust its local push service.
 */
export class ReminderPusher {
  private readonly logger = new Logger('ReminderPusher');

  constructor(
    readonly vapid: VapidIdentity | null,
    private readonly pushHosts: readonly string[],
    private readonly agent?: Agent,
  ) {}

  /** Whether an endpoint is one of the accepted push services' (its host, or under one of their domains). */
  accepts(endpoint: string): boolean {
    let host: string;
    try {
      host = new URL(endpoint).hostname.toLowerCase();
    } catch {
      return false;
    }
    return this.pushHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  }

  get enabled(): boolean {
    return this.vapid !== null;
  }

  /** Never throws: a device that failed is logged, the others of the same reminder still go. */
  async send(
    subscription: StoredPushSubscription,
    message: PushMessage,
    ttlSeconds: number,
  ): Promise<PushOutcome> {
    if (!this.vapid || !this.accepts(subscription.endpoint)) return 'failed';
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify(message),
        {
          vapidDetails: this.vapid,
          TTL: ttlSeconds,
          urgency: 'high',
          timeout: 10_000,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      // web-push is CommonJS: its error class is read off the default export.
      const { WebPushError } = webpush;
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return 'gone';
      this.logger.warn(
        `reminder notification not sent: ${error instanceof WebPushError ? `${error.statusCode} ${error.body}` : error instanceof Error ? error.message : String(error)}`,
      );
      return 'failed';
    }
  }
}
