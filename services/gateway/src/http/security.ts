import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { appError } from '@crescendo/service-kit';
import { sharedRateCounters } from './shared-rate-counters.js';

export interface RateBudgets {
  api: number;
  realms: number;
  web: number;
}

/**
 * Which budget a request draws on, from the route the router actually matched (after it decoded the
 * path), never from the raw URL: `/%61pi/v1/me` is `/api/v1/me` for the limit as for the router.
 */
export function rateArea(matchedRoute: string | undefined): keyof RateBudgets {
  if (matchedRoute?.startsWith('/api/')) return 'api';
  if (matchedRoute?.startsWith('/realms/')) return 'realms';
  return 'web';
}

export interface SecurityOptions {
  /** Origins the pages may talk to besides their own (an external Keycloak). */
  identityOrigin: string | null;
  /** Requests per client address per minute, by area of the matched route. */
  ratePerMinute: RateBudgets;
  /** Signed-in /api requests per person per minute. */
  ratePerPersonPerMinute: number;
  /** Who signed the request's bearer token in (the issuer's subject), or null without a valid one. */
  personOf: (request: FastifyRequest) => Promise<string | null>;
  redis: Redis | undefined;
  redisPrefix: string;
  /** Served over https: then the CSP also upgrades any http sub-request. */
  https: boolean;
}

/**
 * Compression (br/gzip) for everything over 1 KB, security headers with a strict CSP (scripts only from this origin: the shell and portals are
 * federated from it), and a rate limit on every route shared by every gateway replica (Redis, counted in batches:
 * `shared-rate-counters.ts`): per person for signed-in API calls, per client address otherwise. The client is the
 * socket's peer unless it is one of `TRUSTED_PROXIES` (Fastify's `trustProxy`), so a made-up X-Forwarded-For changes nothing.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs milliseconds per response; 4 compresses nearly as well, far faster.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const extra = options.identityOrigin ? [options.identityOrigin] : [];
  // Built once: @fastify/helmet would rebuild (and re-parse the CSP) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled from this site's own .wasm (the quick loan mode's camera reader, ZXing, where the
        // browser has no BarcodeDetector): 'wasm-unsafe-eval' allows that and no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        // A recording plays from the blob the player fetched with the session's token (decision 0064).
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'", ...extra],
        formAction: ["'self'", ...extra],
        frameAncestors: ["'self'"], // the silent check-sso page is framed by the shell itself
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Over plain http (a laptop, a test) upgrading would send the OIDC iframe to an https nobody serves.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const providerHeaders = providerSecurityHeaders(options.https);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith('/realms/') ? providerHeaders : securityHeaders;
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  const shared = options.redis
    ? sharedRateCounters({ redis: options.redis, prefix: `${options.redisPrefix}rate:`, flushMs: 100 })
    : null;
  if (shared) app.addHook('onClose', () => shared.stop());
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    ...(shared ? { store: shared.Store } : {}),
    keyGenerator: (request) => rateKey(request, options.personOf),
    max: (_request, key) =>
      key.startsWith(personKeyPrefix)
        ? options.ratePerPersonPerMinute
        : options.ratePerMinute[key.slice(0, key.indexOf(':')) as keyof RateBudgets],
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        error: appError('RATE_LIMITED', 'common.rateLimited', {
          params: { seconds },
          retryAfterSeconds: seconds,
        }),
      };
    },
  });
}

const personKeyPrefix = 'api:person:';

/**
 * Whose budget a request draws on: a signed-in /api request its person's (a school's classes share one
 * address, issue 32 §1), anything else its area's at the client's address. A token that does not verify
 * counts at the address, so made-up tokens buy no budget of their own.
 */
async function rateKey(request: FastifyRequest, personOf: SecurityOptions['personOf']): Promise<string> {
  const area = rateArea(request.routeOptions.url);
  if (area === 'api') {
    const person = await personOf(request);
    if (person) return `${personKeyPrefix}${person}`;
  }
  return `${area}:${request.ip}`;
}

/**
 * The identity provider's pages under /realms (proxied to identity, or Keycloak's): the same headers, with a
 * CSP for server-rendered sign-in pages: their forms post to this origin only, nothing is loaded from
 * elsewhere. A page that sends its own, stricter CSP (identity's, with nonces) replaces this one.
 */
function providerSecurityHeaders(https: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        // keycloak-js frames the provider's check-sso and third-party-cookie pages from the shell.
        frameAncestors: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
