/**
 * @jest-environment jsdom
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth, type AuthClient } from '../src/index.js';

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'prof@ecole.test',
  emailVerified: true,
  firstName: 'Marc',
  lastName: 'Gagnon',
  role: 'teacher',
  organizationId: '00000000-0000-4000-8000-000000000002',
  instrument: null,
  settings: { language: 'fr', currency: 'CAD' },
};

/**
 * jsdom has no `fetch`: the calls go over real HTTP with Node's client, answered as a `Response` is read
 * (`ok`, `status`, `text()`), which is all the API client reads.
 */
function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Pick<Response, 'ok' | 'status' | 'text'>>((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (text += chunk));
      reply.on('end', () => {
        const status = reply.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A signed-in session whose sign-out is counted. */
function signedInClient(): AuthClient & { logouts: number } {
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

function Probe() {
  const { status, me: profile, problem, retry } = useAuth();
  return (
    <p data-testid="session">
      {[status, profile?.email ?? '-', problem ?? '-', retry ? `${retry.reason} ${retry.seconds}` : '-'].join(
        ' | ',
      )}
    </p>
  );
}

/**
 * Issue 32 §3: a 429 or a 5xx on the profile after sign-in never signs anyone out; the profile is asked
 * again after the wait the server gave. A real HTTP server answers the calls, in the order given.
 */
describe('the profile after sign-in, when the server asks to wait', () => {
  let server: Server;
  let apiBase: string;
  let answers: { status: number; body: unknown }[];
  let asked: number;

  beforeAll(async () => {
    globalThis.fetch = nodeFetch as unknown as typeof fetch;
    server = createServer((request, response) => {
      asked += 1;
      const answer = answers.shift() ?? { status: 200, body: me };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  beforeEach(() => {
    asked = 0;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const rateLimited = {
    status: 429,
    body: { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives.', retryAfterSeconds: 1 } },
  };
  const unavailable = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Indisponible.' } } };

  it('waits what a 429 says, then 2 s after a second failure (a 503), and ends signed in with the profile', async () => {
    answers = [rateLimited, unavailable];
    const client = signedInClient();
    render(
      <AuthProvider client={client} apiBase={apiBase}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('session').textContent).toBe('loading | - | - | rate-limited 1'),
    );
    await waitFor(
      () => expect(screen.getByTestId('session').textContent).toBe('loading | - | - | unavailable 2'),
      {
        timeout: 3000,
      },
    );
    await waitFor(
      () => expect(screen.getByTestId('session').textContent).toBe('authenticated | prof@ecole.test | - | -'),
      { timeout: 5000 },
    );
    expect(asked).toBe(3);
    expect(client.logouts).toBe(0);
  });

  it('does not ask again after a refusal that waiting would not change', async () => {
    answers = [{ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Refusé.' } } }];
    render(
      <AuthProvider client={signedInClient()} apiBase={apiBase}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('session').textContent).toBe('authenticated | - | profile-unavailable | -'),
    );
    await new Promise((wait) => setTimeout(wait, 1200));
    expect(asked).toBe(1);
  });
});
