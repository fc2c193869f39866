import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewaySigningEnv, serviceEnv } from '@crescendo/testing';
import { startService, type RunningService } from '@crescendo/service-kit';
import type { HttpErrorBody } from '@crescendo/contracts';
import { gatewayService } from '../src/gateway.service-definition.js';

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security: unknown;
        responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
      }
    >
  >;
}

function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'crescendo-web-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Crescendo</title><div id="root"></div>',
  );
  writeFileSync(
    join(root, 'shell', 'dist', 'main.0123456789abcdef.js'),
    `console.log('${'do ré mi '.repeat(400)}')`,
  );
  writeFileSync(join(root, 'shell', 'dist', 'main.0123456789abcdef.js.map'), '{"sources":["secret.ts"]}');
  mkdirSync(join(root, 'teacher-portal', 'dist'), { recursive: true });
  writeFileSync(join(root, 'teacher-portal', 'dist', 'mf-manifest.json'), '{"id":"teacher"}');
  writeFileSync(join(root, 'teacher-portal', 'dist', 'remoteEntry.js.map'), '{"sources":["secret.ts"]}');
  return root;
}

describe('gateway: the HTTP edge', () => {
  let running: RunningService;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    running = await startService(
      gatewayService,
      serviceEnv({
        WEB_DIST_DIR: dist,
        PUBLIC_URL: 'http://localhost:8080',
        RATE_LIMIT_PER_MINUTE: '40',
        BODY_LIMIT_BYTES: '2048',
        OIDC_INTERNAL_URL: 'http://127.0.0.1:9',
        ...gatewaySigningEnv(),
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /config.json from its environment', async () => {
    const response = await fetch(`${running.url}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      oidc: { url: 'http://localhost:8080', realm: 'crescendo', clientId: 'crescendo-web' },
      apiBase: '/api/v1',
      portals: {
        admin: '/portals/admin/mf-manifest.json',
        teacher: '/portals/teacher/mf-manifest.json',
        student: '/portals/student/mf-manifest.json',
      },
    });
  });

  it('serves the shell for every page path, and each portal from its own path', async () => {
    for (const path of ['/', '/teacher/groupes', '/une/page/inconnue']) {
      const page = await fetch(`${running.url}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Crescendo</title>');
    }
    const manifest = await fetch(`${running.url}/portals/teacher/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${running.url}/main.0123456789abcdef.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('do ré mi');
    expect((await fetch(`${running.url}/portals/admin/mf-manifest.json`)).status).toBe(404);
  });

  it('never serves a source map, even one a build left behind', async () => {
    for (const path of ['/main.0123456789abcdef.js.map', '/portals/teacher/remoteEntry.js.map']) {
      const response = await fetch(`${running.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
    expect((await fetch(`${running.url}/main.0123456789abcdef.js`)).status).toBe(200);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await fetch(`${running.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // WebAssembly from this site (the camera's ZXing reader), never JavaScript's eval.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'self'");
    // Served over http here: upgrading would send the OIDC iframe to an https origin nobody serves.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses the API without a valid token, in French', async () => {
    const none = await fetch(`${running.url}/api/v1/me`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Vous devez être connecté.',
        messageKey: 'common.unauthenticated',
      },
    });
    const forged = await fetch(`${running.url}/api/v1/me`, {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as HttpErrorBody).error.message).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${running.url}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Cette adresse de l’API n’existe pas.',
        messageKey: 'common.routeNotFound',
      },
    });
  });

  it('refuses a body over the limit', async () => {
    const response = await fetch(`${running.url}/api/v1/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const doc = (await (await fetch(`${running.url}/api/docs`)).json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    const me = doc.paths['/api/v1/me'].get;
    expect(me.operationId).toBe('getMe');
    expect(me.security).toEqual([{ bearer: [] }]);
    expect(me.responses['200'].content['application/json'].schema.properties).toHaveProperty('email');
    // The mailed links' routes: confirming an address is public (the token is the proof), the rest guarded.
    expect(doc.paths['/api/v1/email/confirm'].post.security).toEqual([]);
    for (const [path, method] of [
      ['/api/v1/invitations/accept', 'post'],
      ['/api/v1/profile/email/verification', 'post'],
      ['/api/v1/profile/password', 'put'],
    ] as const) {
      expect(doc.paths[path][method].security).toEqual([{ bearer: [] }]);
    }
  });

  it('limits the request rate per client, with a French message', async () => {
    // The budget (40) counts in windows aligned on the clock: a loop that straddles a minute's end starts
    // again from nothing, so it goes on to twice the budget (at most one window ends meanwhile).
    let last: Response | undefined;
    for (let i = 0; i < 85 && last?.status !== 429; i += 1) last = await fetch(`${running.url}/api/v1/me`);
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as HttpErrorBody).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Trop de tentatives\. Réessayez dans \d+ (seconde|minute)s?\.$/),
    });
  });
});
