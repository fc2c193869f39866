import type { IncomingHttpHeaders } from 'node:http';
import 'reflect-metadata';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { MigrationInterface, MixedList } from 'typeorm';
import { z } from 'zod';
import { baseConfigSchema, redisConfigSchema, type BaseConfig } from '../config/base-config.js';
import { loadConfig } from '../config/load-config.js';
import {
  actorPublicKeys,
  actorSigningKeyConfigSchema,
  withActorPublicKeysChecked,
} from '../actors/actor-keys.js';
import { ActorSigner } from '../actors/actor-signer.js';
import { ActorVerifier } from '../actors/actor-verifier.js';
import { trustActorsVerifiedBy } from '../actors/trusted-actors.js';
import { natsAccess } from '../nats/nats-access.js';
import { connectWaiting } from '../nats/connect-waiting.js';
import { createServiceDataSource, migrateServiceSchema } from '../db/data-source.js';
import { awaitServiceSchema, initializeWaiting } from '../db/await-schema.js';
import { ensureEventStreams } from '../events/event-streams.js';
import { EventConsumers, type EventConsumersOptions } from '../events/event-consumers.js';
import { Outbox } from '../events/outbox.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { Readiness } from '../health/readiness.js';
import { createServiceLogger, JsonLogger } from '../logging/json-logger.js';
import { DrainingNatsServer } from '../nats/draining-nats-server.js';
import { ReplySerializer } from '../nats/passed-reply.js';
import { ServiceClient } from '../nats/service-client.js';
import { KitModule } from './kit.module.js';
import { correlationIdOf, logAccess } from '../metrics/access-log.js';
import { CORRELATION_HEADER } from '../context/request-context.js';
import { measureHttp } from '../metrics/http-metrics.js';
import { registerInfraGauges } from '../metrics/infra-gauges.js';
import { serviceMetrics } from '../metrics/service-metrics.js';
import { startTracing } from '../tracing/start-tracing.js';
import { traceHttpRequests } from '../tracing/http-spans.js';
import type { ServiceInfra } from './infra.js';

export interface ServiceDefinition<S extends z.ZodObject = typeof baseConfigSchema> {
  /** Also the NATS queue group and the prefix of the service's durable consumers. */
  name: string;
  /** Extra variables of this service, merged with the base ones. */
  configSchema?: S;
  database?: {
    schema: string;
    entities: MixedList<string | (new () => unknown)>;
    migrations: MixedList<string | (new () => MigrationInterface)>;
  };
  usesRedis?: boolean;
  /** The gateway: reads ACTOR_TOKEN_SIGNING_KEY and signs the actors it sends (docs/decisions/0014). */
  signsActors?: boolean;
  events?: Omit<EventConsumersOptions, 'service' | 'prefix'>;
  /** The service's feature module(s), given its infrastructure. */
  module: (infra: ServiceInfra<BaseConfig & z.output<S>>) => DynamicModule | Type;
  /** Extra HTTP set-up before listening (the gateway's static files, headers, limits). */
  configureHttp?: (
    app: NestFastifyApplication,
    infra: ServiceInfra<BaseConfig & z.output<S>>,
  ) => Promise<void>;
  bodyLimitBytes?: number;
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  infra: ServiceInfra<C>;
  app: NestFastifyApplication;
  /** The HTTP address actually bound (port 0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

// Services answer in French, the product's default language: zod's own messages (a field without a
// message of its own, e.g. an invalid UUID) too. The front ends show an error's code in the user's language.
z.config(z.locales.fr());

/**
 * Starts a service: configuration (fails fast), schema migrations (applied, or awaited from the release's
 * migration Job; PostgreSQL waited for), NATS (waited for), event streams, the Nest app
 * (HTTP for health and REST, NATS for request/reply in the service's queue group), then the outbox
 * relay and the event consumers. `close()` stops them in the reverse order and lets work in hand finish.
 */
export async function startService<S extends z.ZodObject>(
  definition: ServiceDefinition<S>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<BaseConfig & z.output<S>>> {
  type C = BaseConfig & z.output<S>;
  const schema = withActorPublicKeysChecked(
    baseConfigSchema
      .extend(definition.usesRedis ? redisConfigSchema.shape : {})
      .extend(definition.signsActors ? actorSigningKeyConfigSchema.shape : {})
      .extend(definition.configSchema?.shape ?? {}),
  );
  const config = loadConfig(definition.name, schema, env) as C;
  const logger = new JsonLogger(createServiceLogger(definition.name, config.LOG_LEVEL));
  // First, so that the database's and Redis' clients made below are traced (nothing is loaded when it is off).
  const tracer = await startTracing(definition.name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (tracer) logger.log(`traces exported to ${tracer.url}`, 'Tracing');
  const verifier = ActorVerifier.fromJwks(actorPublicKeys(config));
  trustActorsVerifiedBy(verifier);
  // Which keys this process trusts: an operator rotating them sees each step taken (decision 0062).
  logger.log(`actor keys accepted: ${verifier.keyIds.join(', ')}`, 'ActorKeys');
  const access = natsAccess(definition.name, config.NATS_NKEY_SEED);
  const signing = (config as Partial<z.output<typeof actorSigningKeyConfigSchema>>).ACTOR_TOKEN_SIGNING_KEY;
  const signer = signing
    ? ActorSigner.fromJwk(
        signing,
        (config as unknown as z.output<typeof actorSigningKeyConfigSchema>).ACTOR_TOKEN_TTL_S,
      )
    : undefined;
  if (signer) logger.log(`actors signed with key ${signer.keyId}`, 'ActorKeys');
  if (signer && !verifier.keyIds.includes(signer.keyId!))
    // Not fatal (the services, not this process, verify what it signs), but a rotation step taken out of order.
    logger.warn(
      `the signing key ${signer.keyId} is not among this process's accepted keys: add its public key to every service first`,
      'ActorKeys',
    );

  const dataSource = definition.database
    ? createServiceDataSource({
        url: config.DATABASE_URL,
        ...definition.database,
        schema: `${definition.database.schema}${config.DATABASE_SCHEMA_SUFFIX}`,
        poolSize: config.DATABASE_POOL_MAX,
        pooler: config.DATABASE_POOLER,
      })
    : undefined;
  if (dataSource && config.DATABASE_MIGRATIONS === 'await') {
    await awaitServiceSchema(dataSource, logger);
  } else if (dataSource) {
    await initializeWaiting(dataSource, logger);
    const applied = await migrateServiceSchema(dataSource);
    if (applied.length > 0) logger.log(`migrations applied: ${applied.join(', ')}`, 'Migrations');
  }

  const nats = await connectWaiting(
    {
      servers: config.NATS_URL,
      name: definition.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      ...access,
    },
    logger,
  );
  await ensureEventStreams(nats, config.NATS_PREFIX, config);
  const redisUrl = (config as Partial<z.output<typeof redisConfigSchema>>).REDIS_URL;
  const redis =
    definition.usesRedis && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: null }) : undefined;

  const outbox = new Outbox();
  const infra: ServiceInfra<C> = {
    name: definition.name,
    config,
    dataSource,
    nats,
    redis,
    outbox,
    events: new EventConsumers(dataSource, nats, {
      service: definition.name,
      prefix: config.NATS_PREFIX,
      ...definition.events,
    }),
    client: new ServiceClient({
      natsUrl: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      timeoutMs: config.REQUEST_TIMEOUT_MS,
      access,
      signer,
    }),
    readiness: new Readiness({ dataSource, nats, redis }),
  };

  @Module({ imports: [KitModule.forInfra(infra), definition.module(infra)] })
  class ServiceRootModule {}

  const app = await NestFactory.create<NestFastifyApplication>(
    ServiceRootModule,
    new FastifyAdapter({
      bodyLimit: config.BODY_LIMIT_BYTES,
      // The request's id is its correlation id: the caller's when acceptable (access-log.ts).
      genReqId: (request: { headers: IncomingHttpHeaders }) =>
        correlationIdOf(request.headers[CORRELATION_HEADER]),
      // `request.ip` is the socket's peer unless that peer is a proxy we were told to trust.
      trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
      // `request.log` writes through the service's logger, from 'warn' up: Fastify's own line per
      // request ('info') would be noise.
      loggerInstance: logger.pino.child({}, { level: quieterOf(config.LOG_LEVEL, 'warn') }),
    }),
    { logger, bufferLogs: false },
  );
  const metrics = serviceMetrics(definition.name);
  if (tracer) traceHttpRequests(app.getHttpAdapter().getInstance());
  measureHttp(app.getHttpAdapter().getInstance(), metrics);
  logAccess(app.getHttpAdapter().getInstance(), logger.pino, config.ACCESS_LOG === 'on');
  registerInfraGauges(metrics, dataSource);
  metrics.gaugeOnScrape(
    'crescendo_dependency_up',
    'Whether each dependency answers the readiness check (1) or not (0): PostgreSQL, NATS, Redis, queues',
    ['dependency'],
    async (set) => {
      for (const [dependency, result] of Object.entries((await infra.readiness.report()).checks))
        set({ dependency }, result.ok ? 1 : 0);
    },
  );
  app.connectMicroservice(
    {
      strategy: new DrainingNatsServer(
        {
          servers: config.NATS_URL,
          queue: definition.name,
          maxReconnectAttempts: -1,
          // A dial past its 20 s on a loaded machine is tried again, as connectWaiting does.
          waitOnFirstConnect: true,
          name: `${definition.name}-rpc`,
          // Replies serialised once, laid out so that the gateway passes their data on unread.
          serializer: new ReplySerializer(),
          ...access,
        },
        config.NATS_PREFIX,
        config.SHUTDOWN_GRACE_MS,
      ),
    },
    { inheritAppConfig: true },
  );
  if (definition.configureHttp) await definition.configureHttp(app, infra);
  await infra.client.connect();
  await app.startAllMicroservices();
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);

  const relay = dataSource
    ? new OutboxRelay(dataSource, nats, outbox, { prefix: config.NATS_PREFIX })
    : undefined;
  relay?.start();
  await infra.events.start();

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.HTTP_PORT;
  logger.log(`ready on http://${config.HTTP_HOST}:${port}`, 'Bootstrap');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      infra.readiness.markStopping();
      await app.close();
      await infra.events.stop();
      await relay?.stop();
      await infra.client.close();
      await nats.drain().catch(() => undefined);
      await dataSource?.destroy();
      redis?.disconnect();
      await tracer?.shutdown();
    })());

  return { infra, app, url: `http://${config.HTTP_HOST}:${port}`, close };
}

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** The quieter of two levels ('silent' stays silent). */
function quieterOf(a: (typeof logLevels)[number], b: (typeof logLevels)[number]) {
  return logLevels[Math.max(logLevels.indexOf(a), logLevels.indexOf(b))]!;
}
