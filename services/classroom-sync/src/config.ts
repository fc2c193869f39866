import { z } from 'zod';
import {
  previousSealingKeysSchema,
  sealingKeySchema,
  type BaseConfig,
  type RedisConfig,
} from '@crescendo/service-kit';

const perSecond = (fallback: number) => z.coerce.number().positive().max(1_000_000).default(fallback);

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
  /** Jobs one worker process runs at once (each waits on Google most of the time). */
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(64),
  /** A job's lock: a worker killed mid-job leaves it to another this long after its last renewal. */
  IMPORT_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often a worker checks that every course still to do has its job (Redis may have lost it). */
  IMPORT_RECONCILE_MS: z.coerce.number().int().min(500).default(15_000),
  /** Attempts of one Google call on 429 or 5xx before the course counts as failed. */
  GOOGLE_CALL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Roster re-sync (decision 0036): how often every linked course's roster is read again (4 h). */
  ROSTER_RESYNC_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(4 * 3600_000),
  /** Roster re-sync jobs one worker process runs at once. */
  ROSTER_RESYNC_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
});

export type ClassroomConfig = BaseConfig & RedisConfig & z.output<typeof classroomConfigSchema>;
