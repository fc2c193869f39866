import { z } from 'zod';
import { type BaseConfig, type RedisConfig } from '@crescendo/service-kit';
import { previousSealingKeysSchema, sealingKeySchema } from '@crescendo/service-kit/crypto';

const perSecond = (fallback: number) => z.coerce.number().positive().max(1_000_000).default(fallback);
const concurrency = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const lockMs = () => z.coerce.number().int().min(1000).default(30_000);
const reconcileMs = () => z.coerce.number().int().min(500).default(15_000);

/** classroom-sync's own variables (besides the kit's DATABASE_URL, NATS_URL, REDIS_URL, HTTP_PORT, ...). */
export const classroomConfigSchema = z.object({
  /** The web app's origin: Google comes back to `<PUBLIC_URL>/auth/google/callback`. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Where Google is: empty for Google itself; tests and the demo point it at tools/fake-google. */
  GOOGLE_ROOT_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The OAuth client (Google Cloud console); empty: connecting Google answers that it is not configured. */
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  /** Seals the refresh and access tokens at rest (AES-256-GCM). See docs/operations.md to rotate it. */
  GOOGLE_TOKEN_KEY: sealingKeySchema('GOOGLE_TOKEN_KEY'),
  /** During a rotation: the former keys, comma-separated; they still open, and what they open is sealed again. */
  GOOGLE_TOKEN_PREVIOUS_KEYS: previousSealingKeysSchema('GOOGLE_TOKEN_PREVIOUS_KEYS'),
  /**
   * Classroom's quotas, kept by one limiter in Redis shared by every worker: requests per second per
   * Google user, and per OAuth client (the project). Set them to the project's quotas (Cloud console).
   */
  GOOGLE_USER_REQUESTS_PER_SECOND: perSecond(20),
  GOOGLE_CLIENT_REQUESTS_PER_SECOND: perSecond(50),
  /**
   * Each queue's consumer, named per queue (import, passback of grades, roster re-sync): jobs one worker
   * process runs at once (each waits on Google most of the time); a job's lock (a worker killed mid-job leaves
   * it to another this long after its last renewal); how often the worker checks that every job still to do
   * is queued (Redis may have lost it) and that its consumer still fetches.
   */
  IMPORT_CONCURRENCY: concurrency(500, 64),
  IMPORT_LOCK_MS: lockMs(),
  IMPORT_RECONCILE_MS: reconcileMs(),
  PASSBACK_CONCURRENCY: concurrency(500, 64),
  PASSBACK_LOCK_MS: lockMs(),
  PASSBACK_RECONCILE_MS: reconcileMs(),
  /** Attempts of one Google call on 429 or 5xx before the course counts as failed. */
  GOOGLE_CALL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Roster re-sync (decision 0036): how often every linked course's roster is read again (4 h). */
  ROSTER_RESYNC_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(4 * 3600_000),
  ROSTER_RESYNC_CONCURRENCY: concurrency(100, 4),
  /** Events written to teachers' Google Calendars (issue 28 §7): the `classroom-calendar` queue's consumer. */
  CALENDAR_CONCURRENCY: concurrency(500, 16),
  CALENDAR_LOCK_MS: lockMs(),
  CALENDAR_RECONCILE_MS: reconcileMs(),
  ROSTER_RESYNC_LOCK_MS: lockMs(),
  ROSTER_RESYNC_RECONCILE_MS: reconcileMs(),
});

export type ClassroomConfig = BaseConfig & RedisConfig & z.output<typeof classroomConfigSchema>;
