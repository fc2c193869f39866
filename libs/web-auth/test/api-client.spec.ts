import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { meSchema } from '@crescendo/contracts';
import { ApiError, apiRequest, configureApi } from '../src/index.js';

const me = {
  id: '0b0c8f7e-6a4b-4c1e-9a55-3c1d2f4e5a6b',
  email: 'zoe@ecole.example',
  emailVerified: true,
  firstName: 'Zoé',
  lastName: 'Tremblay',
  role: 'teacher',
  organizationId: null,
  instrument: null,
  settings: { language: 'fr', currency: 'CAD' },
};

let server: Server;
let base: string;
const seen: { authorization?: string; body?: string }[] = [];

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ authorization: request.headers.authorization, body });
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/api/v1/me') return response.end(JSON.stringify(me));
      if (request.url === '/api/v1/bad-reply') return response.end(JSON.stringify({ id: 42 }));
      if (request.url === '/api/v1/busy') {
        // A proxy's 429: the wait in the header only, the body none of ours.
        response.statusCode = 429;
        response.setHeader('Retry-After', '7');
        return response.end('');
      }
      response.statusCode = 422;
      response.end(
        JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: 'Le nom est requis.', fields: { name: 'Requis' } },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  configureApi({ apiBase: base, getToken: async () => 'token-123' });
});

describe('apiRequest', () => {
  it('reads the wait of a 429 from its Retry-After header when the body says none (issue 32 §3)', async () => {
    const refusal = await apiRequest('GET', '/busy', { schema: meSchema }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 7 });
  });

  it('sends the bearer token and returns the reply parsed by the schema', async () => {
    const reply = await apiRequest('GET', '/me', { schema: meSchema });
    expect(reply.firstName).toBe('Zoé');
    expect(seen[0]?.authorization).toBe('Bearer token-123');
  });

  it("throws the server's code, message and fields", async () => {
    const failure = apiRequest('POST', '/groups', { schema: meSchema, body: { name: '' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await failure.catch((error: ApiError) => {
      expect([error.status, error.code, error.message, error.fields]).toEqual([
        422,
        'VALIDATION_FAILED',
        'Le nom est requis.',
        { name: 'Requis' },
      ]);
    });
    expect(seen.at(-1)?.body).toBe('{"name":""}');
  });

  it('refuses a reply that does not match the schema', async () => {
    await expect(apiRequest('GET', '/bad-reply', { schema: meSchema })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });

  it('reports NETWORK when nothing answers, and sends no header when signed out', async () => {
    configureApi({ apiBase: 'http://127.0.0.1:9/api/v1', getToken: async () => undefined });
    await expect(apiRequest('GET', '/me', { schema: meSchema })).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
  });
});

describe('a spent budget', () => {
  it('carries when to try again', async () => {
    const { apiErrorFromBody } = await import('../src/api-error.js');
    const error = apiErrorFromBody(429, {
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Réessayez dans 59 minutes.',
        retryAfterSeconds: 3540,
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(3540);
  });
});
