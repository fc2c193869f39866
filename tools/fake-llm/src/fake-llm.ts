import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseChatRequest } from './chat-request.js';
import { answerContent, completion, streamCompletion } from './completion.js';
import { FakeLlmControl } from './control.js';
import { BodyError, readJson, sendError, sendJson } from './http.js';

/** The one model the fake serves; any name asked for is answered all the same. */
export const DEMO_MODEL = 'crescendo-demo';

export interface FakeLlmOptions {
  /** Waited before every chat answer (the benchmark's model time). */
  latencyMs?: number;
  /** Chat requests kept for `control.requests()`; the oldest go first. */
  requestLogLimit?: number;
}

export interface StartFakeLlmOptions extends FakeLlmOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningFakeLlm {
  /** The server's root; an OpenAI client's base URL is `${url}/v1`. */
  url: string;
  port: number;
  control: FakeLlmControl;
  close(): Promise<void>;
}

async function chat(control: FakeLlmControl, req: IncomingMessage, res: ServerResponse, path: string) {
  const request = parseChatRequest(await readJson(req));
  if (typeof request === 'string') return sendError(res, 400, request);
  control.record({
    at: new Date().toISOString(),
    path,
    authorization: req.headers.authorization ?? null,
    body: request,
  });
  const latency = control.latencyMs();
  if (latency > 0) await sleep(latency);
  const content = answerContent(request, control.takeMalformed());
  if (request.stream) return streamCompletion(res, request, content);
  sendJson(res, 200, completion(request, content));
}

async function controlRoute(
  control: FakeLlmControl,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (path === '/__control/requests' && method === 'GET') return sendJson(res, 200, control.requests());
  if (path === '/__control/reset' && method === 'POST') {
    control.reset();
    return sendJson(res, 200, { reset: true });
  }
  if (path === '/__control/malformed' && method === 'POST') {
    const body = (await readJson(req)) as { count?: unknown } | undefined;
    const count = body?.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      return sendError(res, 400, 'count must be a whole number ≥ 0.');
    control.answerMalformed(count);
    return sendJson(res, 200, { malformed: count });
  }
  if (path === '/__control/latency' && method === 'POST') {
    const body = (await readJson(req)) as { ms?: unknown } | undefined;
    if (typeof body?.ms !== 'number' || body.ms < 0) return sendError(res, 400, 'ms must be a number ≥ 0.');
    control.setLatency(body.ms);
    return sendJson(res, 200, { latencyMs: body.ms });
  }
  sendError(res, 404, `No control route ${method} ${path}.`);
}

/**
 * An OpenAI-compatible server for the tests and the offline demo (issue 30 §5): `POST /v1/chat/completions`
 * (streamed or not, JSON when `response_format` asks for it) answering fixed demonstration texts,
 * `GET /v1/models`, and a control API under `/__control/`.
 */
export async function startFakeLlm(options: StartFakeLlmOptions = {}): Promise<RunningFakeLlm> {
  const control = new FakeLlmControl(options.latencyMs ?? 0, options.requestLogLimit ?? 1000);
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://fake-llm').pathname;
    const method = req.method ?? 'GET';
    const run = async () => {
      if (path.startsWith('/__control/')) return controlRoute(control, req, res, path);
      if (method === 'GET' && path === '/v1/models')
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: DEMO_MODEL, object: 'model', created: 0, owned_by: 'crescendo-fake-llm' }],
        });
      if (method === 'POST' && path === '/v1/chat/completions') return chat(control, req, res, path);
      sendError(res, 404, `Unknown route ${method} ${path}.`);
    };
    run().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof BodyError) return sendError(res, 400, error.message);
      sendError(res, 500, error instanceof Error ? error.message : String(error));
    });
  };
  const server: Server = createServer(handle);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
