import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PortalName, WebConfig } from '@crescendo/contracts';
import { portalDist, shellDist } from './web-dists.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Extra routes answered before the static files (the stand-in identity provider, the API). */
export type RouteHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => boolean | Promise<boolean>;

export interface StaticPlatformOptions {
  /** Portals whose folder is not served, as when one is down. */
  withoutPortals?: readonly PortalName[];
  /** `oidc.url` of /config.json; by default an address where nothing answers. */
  oidcUrl?: (origin: string) => string;
  handlers?: readonly RouteHandler[];
}

export interface StaticPlatform {
  origin: string;
  config: WebConfig;
  close(): Promise<void>;
}

/** Nothing listens on the discard port: connections are refused at once. */
export const unreachableOidcUrl = 'http://127.0.0.1:9';

/**
 * Serves the built front ends the way the gateway does: `/config.json`, the portals under
 * `/portals/<name>/`, the shell at `/` with a fallback to its index.html for client-side routes.
 * A stand-in until the journeys run against the real gateway.
 */
export async function startStaticPlatform(options: StaticPlatformOptions = {}): Promise<StaticPlatform> {
  const withoutPortals = new Set(options.withoutPortals ?? []);
  const served: { config?: WebConfig } = {};

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    for (const handler of options.handlers ?? []) {
      if (await handler(request, response, url)) return;
    }
    if (url.pathname === '/config.json') return sendJson(response, served.config);
    const portal = /^\/portals\/(admin|teacher|student)\//.exec(url.pathname)?.[1] as PortalName | undefined;
    if (portal) {
      if (withoutPortals.has(portal)) return notFound(response);
      const file = await existingFile(portalDist(portal), url.pathname.slice(`/portals/${portal}`.length));
      return file ? sendFile(response, file) : notFound(response);
    }
    const file = await existingFile(shellDist, url.pathname);
    if (file) return sendFile(response, file);
    if (path.extname(url.pathname) !== '') return notFound(response);
    return sendFile(response, path.join(shellDist, 'index.html'));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: WebConfig = {
    oidc: {
      url: options.oidcUrl?.(origin) ?? unreachableOidcUrl,
      realm: 'crescendo',
      clientId: 'crescendo-web',
    },
    apiBase: `${origin}/api/v1`,
    portals: {
      admin: `${origin}/portals/admin/mf-manifest.json`,
      teacher: `${origin}/portals/teacher/mf-manifest.json`,
      student: `${origin}/portals/student/mf-manifest.json`,
    },
  };
  served.config = config;
  return {
    origin,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function existingFile(root: string, urlPath: string): Promise<string | undefined> {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

function sendFile(response: ServerResponse, file: string): void {
  response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', 'no-store');
  createReadStream(file).pipe(response);
}

export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.statusCode = status;
  response.setHeader('Content-Type', contentTypes['.json'] ?? 'application/json');
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.end('Not found');
}
