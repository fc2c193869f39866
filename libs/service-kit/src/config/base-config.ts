import { z } from 'zod';
import { actorPublicKeyConfigSchema } from '../actors/actor-keys.js';
import { natsServersSchema } from './nats-servers.js';
import { streamLimitsConfigSchema } from './stream-limits.js';
import { trustedProxiesSchema } from './trusted-proxies.js';

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `doit commencer par ${protocols.map((p) => `${p}://`).join(' ou ')}`,
    });

/** What every service reads from its environment. A service extends it with its own variables. */
export const baseConfigSchema = z
  .object({
    DATABASE_URL: url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/crescendo'),
    NATS_URL: natsServersSchema.default(['nats://127.0.0.1:4222']),
    /** Prefixes every NATS subject and stream: isolates test runs that share one NATS server. */
    NATS_PREFIX: z
      .string()
      .regex(
        /^([a-z0-9]+\.)*$/,
        'segments de lettres minuscules et de chiffres, chacun suivi d’un point, ou vide',
      )
      .default(''),
    /**
     * The service's NATS user (an NKey seed, `SU…`). Empty only against a server without authentication
     * (a developer's own); every environment we generate has one (docs/decisions/0014).
     */
    NATS_NKEY_SEED: z
      .string()
      .regex(/^SU[A-Z2-7]{56}$/, 'doit être une graine NKey d’utilisateur (SU…, 58 caractères)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * `apply`: the service applies its pending migrations at start (a developer's machine, compose, tests).
     * `await`: it waits until another process has applied them (the deployment's migration Job, with the
     * schema's owner role), as it runs with a role that may only read and write (deploy/postgres/runtime-role.sql).
     */
    DATABASE_MIGRATIONS: z.enum(['apply', 'await']).default('apply'),
    /**
     * `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer, decision 0061). A server
     * connection then changes from one transaction to the next: `Db.prepared` runs its statement unnamed
     * (a name prepared on one server connection is unknown, or already taken, on the next), and no startup
     * `options` are sent (PgBouncer refuses them): the schema comes from the role's `search_path`
     * (deploy/postgres/runtime-role.sql) or the pooler's `connect_query`. Migrations connect directly.
     */
    DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
    /** Connections a process may hold open to PostgreSQL: count replicas × this against `max_connections` (deploy/README.md). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Appended to the service's schema name. Tests set it per test file, so that two files' instances of
     * one service never share tables (an outbox relayed by the other file's process, say).
     */
    DATABASE_SCHEMA_SUFFIX: z
      .string()
      .regex(/^[a-z0-9_]*$/, 'lettres minuscules, chiffres et _ seulement')
      .default(''),
    /** 0 picks a free port (tests). */
    HTTP_PORT: z.coerce.number().int().min(0).max(65535),
    HTTP_HOST: z.string().default('127.0.0.1'),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Proxies whose X-Forwarded-For gives the client's address; none by default (the socket's peer is the client). */
    TRUSTED_PROXIES: trustedProxiesSchema,
    /** One log line per HTTP answer, with its correlation id (`npm start` turns it off: its console is shared). */
    ACCESS_LOG: z.enum(['on', 'off']).default('on'),
    /**
     * Where traces go over OTLP/HTTP (an OpenTelemetry collector, e.g. `http://otel-collector:4318`; the spans
     * to `/v1/traces`); without it, tracing is off and costs nothing (issue 26 §3, `tracing/start-tracing.ts`).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: url(['http', 'https'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The bearer token Prometheus scrapes `/metrics` with; without it, metrics are off (issue 26 §3). */
    METRICS_TOKEN: z
      .string()
      .min(24, 'au moins 24 caractères')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .extend(actorPublicKeyConfigSchema.shape)
  .extend(streamLimitsConfigSchema.shape);
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export const redisConfigSchema = z.object({
  REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('crescendo:'),
});
export type RedisConfig = z.infer<typeof redisConfigSchema>;
