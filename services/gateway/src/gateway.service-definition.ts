import { Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { ActorSigner, type ServiceDefinition } from '@crescendo/service-kit';
import { ActorResolver } from './auth/actor-resolver.js';
import { authenticator, tokenAuthenticator, tokenPerson } from './auth/authenticate.js';
import { TokenVerifier } from './auth/token-verifier.js';
import {
  gatewayConfigSchema,
  jwksUrl,
  oidcBaseUrl,
  oidcIssuer,
  type GatewayConfig,
} from './config/gateway-config.js';
import { registerGoogleAuthPages } from './google/google-auth-pages.js';
import { registerApiErrors, registerApiRoutes } from './http/api-router.js';
import { buildOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { registerLiveChannel } from './live/live-channel.js';
import { registerOidcProxy } from './proxy/oidc-proxy.js';
import { registerRecordingProxy } from './recordings/recording-proxy.js';
import { registerPhotoProxy } from './inventory/photo-proxy.js';
import { apiRoutes } from './routes/api-routes.js';
import { buildWebConfig } from './web/web-config.js';
import { registerWeb } from './web/static-web.js';

@Module({})
class GatewayModule {}

/** The one HTTP edge: web apps, /config.json, the OIDC paths, and /api/v1 over NATS. */
export const gatewayService: ServiceDefinition<typeof gatewayConfigSchema> = {
  name: 'gateway',
  configSchema: gatewayConfigSchema,
  usesRedis: true,
  // The actors it resolves go to the services as JWS signed with ACTOR_TOKEN_SIGNING_KEY (decision 0014).
  signsActors: true,
  module: () => GatewayModule,
  configureHttp: async (app, infra) => {
    const config = infra.config as GatewayConfig & typeof infra.config & { REDIS_PREFIX: string };
    const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
    const external = config.IDENTITY_HTTP_URL ? null : new URL(oidcBaseUrl(config)).origin;
    const verifier = new TokenVerifier({
      issuer: oidcIssuer(config),
      jwksUrl: jwksUrl(config),
      audience: config.OIDC_AUDIENCE,
      clientId: config.OIDC_CLIENT_ID,
    });
    await registerSecurity(fastify, {
      identityOrigin: external,
      ratePerMinute: {
        api: config.RATE_LIMIT_PER_MINUTE,
        realms: config.RATE_LIMIT_REALMS_PER_MINUTE,
        web: config.RATE_LIMIT_WEB_PER_MINUTE,
      },
      ratePerPersonPerMinute: config.RATE_LIMIT_PER_PERSON_PER_MINUTE,
      personOf: tokenPerson(verifier),
      redis: infra.redis,
      redisPrefix: config.REDIS_PREFIX,
      https: config.PUBLIC_URL.startsWith('https:'),
    });
    if (config.IDENTITY_HTTP_URL) await registerOidcProxy(fastify, config.IDENTITY_HTTP_URL);

    const resolver = new ActorResolver(infra.client, config.ACTOR_CACHE_TTL_MS);
    resolver.listen(infra.nats, config.NATS_PREFIX);
    const bound = apiRoutes(infra.client);
    const openApi = buildOpenApi(bound, config.PUBLIC_URL);
    await registerLiveChannel(fastify, {
      nats: infra.nats,
      prefix: config.NATS_PREFIX,
      client: infra.client,
      resolver,
      authenticate: tokenAuthenticator(verifier, resolver),
      limits: {
        authTimeoutMs: config.LIVE_AUTH_TIMEOUT_MS,
        maxSocketsPerUser: config.LIVE_MAX_SOCKETS_PER_USER,
      },
    });
    await fastify.register(async (api) => {
      registerApiErrors(api);
      registerApiRoutes(
        api,
        bound,
        authenticator(verifier, resolver),
        (userId) => resolver.forget(userId),
        config.PUBLIC_URL.startsWith('https:'),
      );
      api.get('/api/docs', async () => openApi);
    });
    // The recordings' audio streams to and from the reports service over HTTP (decision 0064).
    const keys = config as unknown as {
      ACTOR_TOKEN_SIGNING_KEY: Parameters<typeof ActorSigner.fromJwk>[0];
      ACTOR_TOKEN_TTL_S: number;
    };
    await registerRecordingProxy(fastify, {
      reportsUrl: config.REPORTS_HTTP_URL,
      authenticate: authenticator(verifier, resolver),
      signer: ActorSigner.fromJwk(keys.ACTOR_TOKEN_SIGNING_KEY, keys.ACTOR_TOKEN_TTL_S),
    });
    // The inventory's photos stream to and from the inventory service over HTTP (decision 0072).
    await registerPhotoProxy(fastify, {
      inventoryUrl: config.INVENTORY_HTTP_URL,
      authenticate: authenticator(verifier, resolver),
      signer: ActorSigner.fromJwk(keys.ACTOR_TOKEN_SIGNING_KEY, keys.ACTOR_TOKEN_TTL_S),
    });
    fastify.addHook('onClose', async () => resolver.close());
    await registerGoogleAuthPages(fastify, infra.client, config.PUBLIC_URL.startsWith('https:'));

    await registerWeb(fastify, config.WEB_DIST_DIR, buildWebConfig(config));
  },
};
