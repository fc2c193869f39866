import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WebConfig } from '@crescendo/contracts';
import { portalNames } from '@crescendo/contracts';
import { operatorMessages } from '@crescendo/i18n/server';
import { appError } from '@crescendo/service-kit';
import { offlineEntries, serviceWorkerScript, webAppManifest } from './installable-app.js';

const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/** Source maps are never served, even when a build left some behind: they would publish the sources. */
const allowedPath = (path: string) => !/\.map$/i.test(path) && !path.endsWith('sw.template.js');

function cacheHeaders(reply: FastifyReply, path: string) {
  // Hashed assets never change; manifests, remote entries and pages must be re-read on each deploy.
  reply.header('Cache-Control', hashed.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the shell at `/` (every unknown page falls back to its index.html: the shell routes it) and
 * each portal's build at `/portals/<name>/` with its mf-manifest.json; `/config.json` from the environment.
 */
export async function registerWeb(
  app: FastifyInstance,
  distRoot: string,
  webConfig: WebConfig,
): Promise<void> {
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return webConfig;
  });

  const portalRoots: Array<{ name: string; root: string }> = [];
  for (const portal of portalNames) {
    const root = join(distRoot, `${portal}-portal`, 'dist');
    if (!existsSync(root)) continue; // that portal is deployed elsewhere (or not built): the shell shows a fallback
    portalRoots.push({ name: portal, root });
    await app.register(fastifyStatic, {
      root,
      prefix: `/portals/${portal}/`,
      decorateReply: false,
      wildcard: true,
      allowedPath,
      setHeaders: cacheHeaders,
    });
  }

  const shellRoot = join(distRoot, 'shell', 'dist');
  const indexPath = join(shellRoot, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('/*', async (_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send(operatorMessages.webNotBuilt),
    );
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  registerInstallable(app, shellRoot, indexHtml, portalRoots);
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath,
    setHeaders: cacheHeaders,
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', async (_request, reply) => sendShell(reply));
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (/^\/(api|realms|portals|health)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ error: appError('NOT_FOUND', 'common.notFound') });
    }
    return sendShell(reply);
  });
}

/** Installable (issue 14 §3): the manifest in the visitor's language and this deployment's service worker. */
function registerInstallable(
  app: FastifyInstance,
  shellRoot: string,
  indexHtml: string,
  portalRoots: Array<{ name: string; root: string }>,
): void {
  app.get('/manifest.webmanifest', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(request.headers['accept-language']))),
  );
  const templatePath = join(shellRoot, 'sw.template.js');
  if (!existsSync(templatePath)) return;
  const template = readFileSync(templatePath, 'utf8');
  const script = serviceWorkerScript(template, offlineEntries(shellRoot, indexHtml, portalRoots, template));
  // Without its marks the worker would cache under a version that never changes: better none at all.
  if (!script) {
    app.log.error('sw.template.js has lost its placeholders (minified?): no service worker is served');
    return;
  }
  app.get('/sw.js', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
}
