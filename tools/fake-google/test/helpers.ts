import { createHash, randomBytes } from 'node:crypto';
import { SCOPE, startFakeGoogle, type RunningFakeGoogle, type StartOptions } from '../src/index.js';

export const CLIENT = {
  clientId: 'test-client.apps.googleusercontent.com',
  clientSecret: 'test-secret',
  redirectUris: ['http://127.0.0.1:9/callback'],
  name: 'Crescendo (tests)',
};
export const TEACHER = 'prof@test.crescendo.ca';
export const OTHER_TEACHER = 'autre@test.crescendo.ca';

export const CLASSROOM_SCOPES = [
  'openid',
  'email',
  'profile',
  SCOPE.coursesReadonly,
  SCOPE.rostersReadonly,
  SCOPE.courseworkMe,
  SCOPE.courseworkStudents,
  SCOPE.profileEmails,
  SCOPE.profilePhotos,
];

export function students(
  count: number,
  prefix = 'eleve',
): Array<{ email: string; givenName: string; familyName: string }> {
  return Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i + 1}@test.crescendo.ca`,
    givenName: `Élève${i + 1}`,
    familyName: 'Test',
  }));
}

export function startTestFake(options: StartOptions = {}): Promise<RunningFakeGoogle> {
  return startFakeGoogle({
    clients: [CLIENT],
    accounts: [
      {
        email: TEACHER,
        givenName: 'Marie',
        familyName: 'Lefebvre',
        courses: [
          {
            id: '100',
            name: 'MUS212 — Harmonie',
            creationTime: '2026-09-02T12:00:00Z',
            students: students(7),
          },
          { id: '101', name: 'MUS312 — Orchestre', creationTime: '2026-09-03T12:00:00Z' },
          { id: '102', name: 'MUS413 — Jazz', creationTime: '2026-09-04T12:00:00Z' },
          {
            id: '103',
            name: 'MUS316 — Chorale',
            courseState: 'ARCHIVED',
            creationTime: '2026-09-05T12:00:00Z',
          },
        ],
      },
      {
        email: OTHER_TEACHER,
        givenName: 'Julie',
        familyName: 'Gagnon',
        courses: [{ id: '200', name: 'MUS515' }],
      },
    ],
    ...options,
  });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(base: string, params: Record<string, string>): string {
  const url = new URL('/o/oauth2/v2/auth', base);
  const all = {
    client_id: CLIENT.clientId,
    redirect_uri: CLIENT.redirectUris[0],
    response_type: 'code',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.toString();
}

/** Follows the authorization endpoint's redirect without following it to the (absent) client. */
export async function redirectOf(response: Response): Promise<URL> {
  expect(response.status).toBe(302);
  const location = response.headers.get('location');
  if (!location) throw new Error('no Location header');
  return new URL(location);
}

export function postForm(
  url: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
    redirect: 'manual',
  });
}

export function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function getJson(url: string, token?: string): Promise<Response> {
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** Signs in through the real endpoints: authorize with login_hint, then the code exchange. */
export async function signIn(
  base: string,
  options: { email?: string; scopes?: string[]; extra?: Record<string, string> } = {},
): Promise<Record<string, string>> {
  const { verifier, challenge } = pkcePair();
  const authorize = await fetch(
    authorizeUrl(base, {
      scope: (options.scopes ?? CLASSROOM_SCOPES).join(' '),
      login_hint: options.email ?? TEACHER,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...options.extra,
    }),
    { redirect: 'manual' },
  );
  const code = (await redirectOf(authorize)).searchParams.get('code') ?? '';
  const token = await postForm(`${base}/token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CLIENT.redirectUris[0],
    client_id: CLIENT.clientId,
    client_secret: CLIENT.clientSecret,
    code_verifier: verifier,
  });
  expect(token.status).toBe(200);
  return (await token.json()) as Record<string, string>;
}
