// Test support for the portals' jsdom specs (`@crescendo/web-kit/testing`), never bundled: a real HTTP API for the
// portal under test, and a signed-in session.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TextDecoder, TextEncoder } from 'node:util';
import type { AuthClient } from '@crescendo/web-auth';

// jsdom lacks what react-router reads at load: imported first, this module lends it Node's.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no `fetch`: the portal's calls go over real HTTP with Node's client, answered as a `Response` is
 * read (`ok`, `status`, `headers.get`, `text()`), which is all the API client reads.
 */
function nodeFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<unknown>((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (text += chunk));
      reply.on('end', () => {
        const status = reply.statusCode ?? 0;
        const headers = { get: (name: string) => (reply.headers[name.toLowerCase()] as string) ?? null };
        resolve({ ok: status >= 200 && status < 300, status, headers, text: async () => text });
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export { attachLiveChannel } from './real-live-channel.js';

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A real HTTP server answering the API's calls with `answer`; every call is kept in `calls`. The call's query
 * string, when an answer depends on it (a list filtered by group), is `answer`'s second argument. An answer
 * may come later (a promise: a request still in flight while the test looks at the page).
 */
export async function startApi(
  answer: (call: ApiCall, query: URLSearchParams) => ApiAnswer | Promise<ApiAnswer>,
) {
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
  const calls: ApiCall[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const [path = '', search = ''] = (request.url ?? '').replace(/^\/api\/v1/, '').split('?');
      const call = { method: request.method ?? 'GET', path, body };
      calls.push(call);
      const reply = await answer(call, new URLSearchParams(search));
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    calls,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    // A file's bytes (a photo), kept as they came.
    return new Uint8Array(bytes);
  }
}

/** A signed-in session whose sign-outs are counted. */
export function signedInClient(): AuthClient & { logouts: number } {
  return {
    logouts: 0,
    init: async () => 'authenticated',
    login: async () => undefined,
    register: async () => undefined,
    reauthenticate: async () => undefined,
    async logout() {
      this.logouts += 1;
    },
    getToken: async () => 'a-token',
    subscribe: () => () => undefined,
  };
}

export const notFound: ApiAnswer = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } },
};
export { renderSignedIn, type PortalPage, type SignedInOptions } from './signed-in-portal.js';
export { meAs, testOrganizationId } from './signed-in-profile.js';
