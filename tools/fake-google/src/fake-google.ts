import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeGoogleOptions, StartOptions } from './config.js';
import { Behaviour } from './behaviour/behaviour.js';
import { applyBehaviour } from './behaviour/pipeline.js';
import { calendarRoutes } from './calendar/routes.js';
import { classroomRoutes } from './classroom/routes.js';
import { sendApiError } from './classroom/api-error.js';
import { FakeGoogleControl } from './control/control.js';
import { controlRoutes } from './control/routes.js';
import type { App, RequestContext } from './http/context.js';
import { sendJson, sendText } from './http/respond.js';
import { createRouter, type RouteMatch } from './http/router.js';
import { SigningKeys } from './oauth/keys.js';
import { oauthRoutes } from './oauth/routes.js';
import { FakeGoogleState } from './state/state.js';

export interface FakeGoogle {
  control: FakeGoogleControl;
  /** The request listener, to mount the fake on a server of your own. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  listen(port?: number, host?: string): Promise<RunningFakeGoogle>;
}

export interface RunningFakeGoogle {
  url: string;
  port: number;
  control: FakeGoogleControl;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};

export function createFakeGoogle(options: FakeGoogleOptions = {}): FakeGoogle {
  let baseUrl = options.publicUrl?.replace(/\/$/, '') ?? 'http://127.0.0.1';
  const app: App = {
    state: new FakeGoogleState(options),
    behaviour: new Behaviour(options.requestLogLimit ?? 10_000),
    keys: new SigningKeys(),
    settings: {
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3599,
      defaultPageSize: options.defaultPageSize ?? 30,
    },
    baseUrl: () => baseUrl,
  };
  const control = new FakeGoogleControl(app);
  const route = createRouter([...oauthRoutes, ...classroomRoutes, ...calendarRoutes]);
  const routeControl = createRouter(controlRoutes(control));

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    const ctx: RequestContext = { app, req, res, url, params: {} };
    const run = url.pathname.startsWith('/__control/')
      ? runControl(ctx, routeControl(method, url.pathname))
      : runLogged(ctx, route(method, url.pathname));
    run.catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.destroy();
    });
  };

  const listen = async (port = 0, host = '127.0.0.1'): Promise<RunningFakeGoogle> => {
    const server: Server = createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const bound = (server.address() as AddressInfo).port;
    const shownHost =
      host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    baseUrl = options.publicUrl?.replace(/\/$/, '') ?? `http://${shownHost}:${bound}`;
    return {
      url: baseUrl,
      port: bound,
      control,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
        }),
    };
  };

  return { control, handle, listen };
}

/** Creates the fake and listens; `port: 0` (the default) picks a free port. */
export function startFakeGoogle(options: StartOptions = {}): Promise<RunningFakeGoogle> {
  const { port, host, ...rest } = options;
  return createFakeGoogle(rest).listen(port ?? 0, host);
}

async function runRoute(ctx: RequestContext, match: RouteMatch): Promise<void> {
  ctx.params = match.params;
  await match.handler(ctx);
}

async function runControl(ctx: RequestContext, match: RouteMatch | undefined): Promise<void> {
  if (match) return runRoute(ctx, match);
  sendJson(ctx.res, 404, { error: `No control route ${ctx.req.method ?? ''} ${ctx.url.pathname}.` });
}

/** Google traffic goes through the injected behaviour and into the request log. */
async function runLogged(ctx: RequestContext, match: RouteMatch | undefined): Promise<void> {
  const started = Date.now();
  const { res, req, url, app } = ctx;
  res.once('close', () => {
    const dropped = !res.writableFinished;
    app.behaviour.log.add({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      status: dropped ? 0 : res.statusCode,
      dropped,
      at: new Date(started).toISOString(),
      durationMs: Date.now() - started,
    });
  });
  if (await applyBehaviour(ctx)) return;
  if (match) return runRoute(ctx, match);
  if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/calendar/'))
    return sendApiError(res, 404, 'Method not found.');
  sendText(res, 404, 'Not Found', 'text/plain; charset=utf-8');
}
