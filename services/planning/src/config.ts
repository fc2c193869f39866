import { z } from 'zod';
import type { BaseConfig, RedisConfig } from '@crescendo/service-kit';

/** The planning service's own variables (besides the kit's DATABASE_URL, NATS_URL, REDIS_URL, HTTP_PORT, ...). */
export const planningConfigSchema = z.object({
  /** Loads the demo school's term of rehearsals and its concerts at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** The reminders' outgoing mail (issue 28 §3), as identity's. `npm start` runs a local catcher. */
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Crescendo <no-reply@crescendo.local>'),
  /**
   * The reminders' web push (issue 28 §3): the deployment's VAPID key pair (base64url, as `web-push
   * generate-vapid-keys` prints it) and its contact (`mailto:` or `https:`), the three or none (push off).
   * `npm start` generates a pair once and keeps it with its local keys.
   */
  PLANNING_VAPID_PUBLIC_KEY: z.string().default(''),
  PLANNING_VAPID_PRIVATE_KEY: z.string().default(''),
  PLANNING_VAPID_SUBJECT: z.string().default(''),
  /**
   * The push services a device's endpoint may name (host, or a parent domain of it; comma-separated): the
   * browsers' own, so that no one makes planning post to an address of the cluster's network.
   */
  PLANNING_PUSH_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((hosts) =>
      hosts
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Addresses (or CIDR ranges) of private networks a calendar imported by its address may still be read from
   * (comma-separated): none in a deployment, where every private, loopback and link-local address is refused.
   */
  PLANNING_CALENDAR_ALLOW_ADDRESSES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  /** How long reading a calendar's address may take, in ms. */
  PLANNING_CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the calendars imported by address are read again, in ms (a day). */
  PLANNING_CALENDAR_REFRESH_EVERY_MS: z.coerce.number().int().min(60_000).default(86_400_000),
  /** Reminder jobs sent at once by one process (each mails the people of one occurrence). */
  REMINDER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
});

export type PlanningConfig = BaseConfig & RedisConfig & z.output<typeof planningConfigSchema>;
