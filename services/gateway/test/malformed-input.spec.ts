import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { startService, type RunningService } from '@crescendo/service-kit';
import {
  gatewaySigningEnv,
  serviceEnv,
  startBuiltService,
  type RunningBuiltService,
} from '@crescendo/testing';
import { gatewayService } from '../src/gateway.service-definition.js';

/**
 * Issue 34.5: every route of the gateway outside /api (the web apps, /config.json, health, /auth/google…,
 * /realms/* proxied to identity) answers malformed cookies, query strings and headers with a 4xx, never a
 * 5xx. The routes are the ones the gateway registers (Fastify's onRoute), so a new route is fuzzed as soon
 * as it exists; identity and classroom-sync answer from their dist/ behind it.
 */
interface Route {
  method: string;
  url: string;
}

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const cookieValues = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ff%fe',
  '"',
  '"unterminated',
  '\\',
  '=',
  '',
  'a'.repeat(6000),
  '\u00e9\u00ff',
  '{"a":',
  'eyJhbGciOi.%.%',
  'x.%zz',
];
const cookieSyntax = [';;;', '=;=', 'noequals', ' ; =x', '%=%', '\u00ff=\u00ff'];
const queries = [
  '?%',
  '?%zz=1',
  '?a=%E0%A4%A',
  '?a=%ff%fe',
  '?&&&==',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  `?q=${'a'.repeat(6000)}`,
  '?a[]=1&a[b]=2',
];
const headerSets: Array<Record<string, string>> = [
  { 'accept-language': '%' },
  { 'accept-language': 'en;q=abc,,,;q=' },
  { accept: '%%/%%' },
  { 'accept-encoding': 'br;q=x, *;q=-1' },
  { authorization: 'Bearer %' },
  { authorization: 'Basic %%%' },
  { authorization: 'Basic ' + Buffer.from('%:%').toString('base64') },
  { range: 'bytes=abc' },
  { range: 'bytes=99999999999-' },
  { 'if-none-match': '"' },
  { 'if-modified-since': 'pas une date' },
  { 'content-type': '%/%' },
  { 'content-type': 'application/json; charset=nope' },
  { 'x-forwarded-for': '%' },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-host': '%' },
  { 'x-correlation-id': 'x'.repeat(500) },
  { origin: 'null' },
  { 'sec-fetch-site': '%' },
];
const bodies: Array<{ type: string; body: string }> = [
  { type: 'application/x-www-form-urlencoded', body: 'token=%&decision=%zz&a[b]=1' },
  { type: 'application/x-www-form-urlencoded', body: '%' },
  { type: 'application/json', body: '{' },
  { type: 'text/plain', body: '\u00ff' },
];
/** Parameters the OIDC endpoints read: each gets a malformed value of its own. */
const oidcParameters = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'max_age',
  'ui_locales',
  'kc_locale',
  'login_hint',
  'id_token_hint',
  'kc_idp_hint',
  'request',
  'request_uri',
  'claims',
  'post_logout_redirect_uri',
  'ticket',
  'code',
  'error',
];

function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'crescendo-web-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Crescendo</title>');
  writeFileSync(join(root, 'shell', 'dist', 'main.0123456789abcdef.js'), 'console.log(1)');
  mkdirSync(join(root, 'teacher-portal', 'dist'), { recursive: true });
  writeFileSync(join(root, 'teacher-portal', 'dist', 'mf-manifest.json'), '{"id":"teacher"}');
  return root;
}

describe('gateway: malformed input outside /api answers 4xx, never 5xx (issue 34.5)', () => {
  const routes: Route[] = [];
  let gateway: RunningService;
  let identity: RunningBuiltService;
  let classroom: RunningBuiltService;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    identity = await startBuiltService('identity', serviceEnv({ TRUSTED_PROXIES: 'loopback' }));
    classroom = await startBuiltService(
      'classroom-sync',
      serviceEnv({
        PUBLIC_URL: 'http://localhost:8080',
        GOOGLE_ROOT_URL: 'http://127.0.0.1:9',
        GOOGLE_CLIENT_ID: 'crescendo-test',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      }),
    );
    gateway = await startService(
      {
        ...gatewayService,
        // What the gateway registers, as it registers it: Fastify tells every route to this hook.
        configureHttp: async (app, infra) => {
          const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
          fastify.addHook('onRoute', (route: RouteOptions) => {
            for (const method of [route.method].flat()) routes.push({ method, url: route.url });
          });
          await gatewayService.configureHttp!(app, infra);
        },
      },
      serviceEnv({
        ...gatewaySigningEnv(),
        WEB_DIST_DIR: dist,
        PUBLIC_URL: 'http://localhost:8080',
        IDENTITY_HTTP_URL: identity.url,
        RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_REALMS_PER_MINUTE: '1000000',
        RATE_LIMIT_WEB_PER_MINUTE: '1000000',
      }),
    );
  }, 90_000);
  afterAll(async () => {
    await gateway?.close();
    await classroom?.stop();
    await identity?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('enumerates the routes from the gateway itself, /auth/google and /realms among them', () => {
    const urls = outsideApi(routes).map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/auth/google',
        '/auth/google/callback',
        '/auth/google/confirm',
        '/realms/*',
        '/config.json',
        '/*',
      ]),
    );
  });

  it('answers every malformed cookie, query string and header with less than 500', async () => {
    const paths = await concretePaths(gateway.url, outsideApi(routes));
    const cookieNames = await cookieNamesSeen(gateway.url, paths);
    const probes: Probe[] = [];
    for (const { method, path } of paths) {
      probes.push({ method, path });
      if (method !== 'GET' && method !== 'POST') continue;
      for (const name of cookieNames)
        for (const value of cookieValues)
          probes.push({ method, path, headers: { cookie: `${name}=${value}` } });
      for (const cookie of cookieSyntax) probes.push({ method, path, headers: { cookie } });
      for (const query of queries) probes.push({ method, path: join2(path, query) });
      for (const name of oidcParameters)
        for (const value of ['%', '%ff', '%00', `${name}=x&${name}=y`]) {
          const query = value.includes('&') ? `?${value}` : `?${name}=${value}`;
          probes.push({ method, path: join2(path, query) });
        }
      for (const headers of headerSets) probes.push({ method, path, headers });
      if (method === 'POST')
        for (const { type, body } of bodies)
          probes.push({ method, path, headers: { 'content-type': type }, body });
    }
    expect(probes.length).toBeGreaterThan(2000);
    const failures = await runAll(gateway.url, probes);
    expect(failures).toEqual([]);
  }, 240_000);
});

/** Everything but the JSON API (its own error handler answers there; its tests cover it). */
function outsideApi(routes: Route[]): Route[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (route.url.startsWith('/api/') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A path for each route: `:param` filled, `*` replaced by samples. Under /realms the samples are the
 * provider's own endpoints (from its discovery document) and its interaction pages.
 */
async function concretePaths(
  origin: string,
  routes: Route[],
): Promise<Array<{ method: string; path: string }>> {
  const discovery = (await (
    await fetch(`${origin}/realms/crescendo/.well-known/openid-configuration`)
  ).json()) as Record<string, unknown>;
  const realmPaths = new Set<string>(['/realms/crescendo/.well-known/openid-configuration']);
  for (const value of Object.values(discovery))
    if (typeof value === 'string' && value.startsWith('http')) realmPaths.add(new URL(value).pathname);
  for (const extra of [
    'interaction/%zz',
    'interaction/%00',
    'interaction/%00/login',
    'interaction/x/login',
    'interaction/x/google',
    'login-actions/%',
  ])
    realmPaths.add(`/realms/crescendo/${extra}`);
  const wildcard = ['', 'x', '%', '%00', '%zz/..%2f', 'a.0123456789abcdef.js', 'mf-manifest.json'];
  const paths: Array<{ method: string; path: string }> = [];
  for (const { method, url } of routes) {
    // fetch cannot send these; Node answers them itself.
    if (['CONNECT', 'TRACE', 'TRACK'].includes(method)) continue;
    const filled = url.replace(/:\w+/g, '%zz');
    if (!filled.includes('*')) {
      paths.push({ method, path: filled });
      continue;
    }
    const samples = filled.startsWith('/realms/')
      ? [...realmPaths].map((path) => path.slice(filled.indexOf('*')))
      : wildcard;
    for (const sample of samples) paths.push({ method, path: filled.replace('*', sample) });
  }
  return paths;
}

/** Every cookie name the gateway or the provider sets on the way, besides the usual suspects. */
async function cookieNamesSeen(
  origin: string,
  paths: Array<{ method: string; path: string }>,
): Promise<string[]> {
  const names = new Set(['crescendo_google_binding', '_session', '_interaction', '_interaction_resume']);
  const start = new URLSearchParams({
    client_id: 'crescendo-web',
    redirect_uri: 'http://localhost:8080/dashboard',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  });
  const visits = [
    ...paths.filter((p) => p.method === 'GET').map((p) => p.path),
    `/realms/crescendo/protocol/openid-connect/auth?${start}`,
  ];
  for (const path of visits) {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' }).catch(() => null);
    for (const line of response?.headers.getSetCookie() ?? []) names.add(line.split('=')[0]!.trim());
    await response?.body?.cancel();
  }
  for (const name of [...names]) names.add(`${name}.sig`);
  return [...names];
}

function join2(path: string, query: string): string {
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** The probes, a few at a time; what answered 5xx (or not at all), described. */
async function runAll(origin: string, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < probes.length; i = next++) {
      const probe = probes[i]!;
      const status = await fetch(`${origin}${probe.path}`, {
        method: probe.method,
        headers: probe.headers,
        body: probe.body,
        redirect: 'manual',
      }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        (error: unknown) => `no answer (${String(error)})`,
      );
      if (typeof status !== 'number' || status >= 500) {
        failures.push(
          `${probe.method} ${probe.path.slice(0, 120)} ${JSON.stringify(probe.headers ?? {}).slice(0, 160)} → ${status}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}
