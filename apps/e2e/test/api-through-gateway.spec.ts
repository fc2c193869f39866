import { randomBytes } from 'node:crypto';
import { CookieJar, signInWithPassword, type RunningPlatform } from '@crescendo/testing';
import { demo, demoPassword, startE2ePlatform } from '../src/index.js';

// The API as a client sees it: real tokens from the embedded provider, verified by the gateway against
// its JWKS, actors resolved by identity, requests served by groups. No browser needed here.
let platform: RunningPlatform;
const tokens: Record<string, string> = {};

async function tokenFor(email: string): Promise<string> {
  const { tokens: issued } = await signInWithPassword({
    base: `${platform.origin}/realms/crescendo`,
    jar: new CookieJar(),
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/dashboard`,
    email,
    password: demoPassword,
  });
  return issued.access_token;
}

async function api(method: string, path: string, who: keyof typeof demo | null, body?: unknown) {
  const response = await fetch(`${platform.origin}/api/v1${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, never> };
}

beforeAll(async () => {
  // The API asked here is identity's and groups': the other services would only add to the start-up.
  platform = await startE2ePlatform({}, { services: ['identity', 'groups'] });
  for (const role of ['admin', 'teacher', 'student'] as const) tokens[role] = await tokenFor(demo[role]);
});
afterAll(() => platform?.close());

describe('the API through the gateway, with real tokens', () => {
  it('answers /me with the signed-in user, their role and organisation', async () => {
    const { status, body } = await api('GET', '/me', 'teacher');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: demo.teacher,
      role: 'teacher',
      settings: { language: 'fr', currency: 'CAD' },
    });
  });

  it('drops its cached actor as soon as identity says the user changed', async () => {
    expect((await api('GET', '/me', 'student')).body).toMatchObject({ settings: { language: 'fr' } });
    // /me is now cached by the gateway (ACTOR_CACHE_TTL_MS, 30 s); identity's user.updated event must drop it.
    expect((await api('PATCH', '/settings', 'student', { language: 'en', currency: 'EUR' })).status).toBe(
      200,
    );
    const deadline = Date.now() + 5000;
    let me = await api('GET', '/me', 'student');
    while (
      (me.body as { settings?: { language: string } }).settings?.language !== 'en' &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      me = await api('GET', '/me', 'student');
    }
    expect(me.body).toMatchObject({ settings: { language: 'en', currency: 'EUR' } });
    await api('PATCH', '/settings', 'student', { language: 'fr', currency: 'CAD' });
  });

  it('refuses a missing, a forged and a tampered token', async () => {
    expect((await api('GET', '/me', null)).status).toBe(401);
    const [header, payload] = tokens.teacher!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: demo.admin })).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    const response = await fetch(`${platform.origin}/api/v1/me`, {
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(response.status).toBe(401);
  });

  it('lets a teacher create a group, the admin see it, and keeps a student out of staff routes and rosters', async () => {
    const name = `MUS312 — Orchestre ${randomBytes(3).toString('hex')}`;
    const created = await api('POST', '/groups', 'teacher', { name, description: 'Répétitions le mardi' });
    expect(created.status).toBe(201);
    const groupId = (created.body as unknown as { id: string }).id;

    const adminList = await api('GET', '/groups', 'admin');
    expect(JSON.stringify(adminList.body)).toContain(name);

    expect((await api('POST', '/groups', 'student', { name: 'Groupe pirate' })).status).toBe(403);
    expect([403, 404]).toContain((await api('GET', `/groups/${groupId}/students`, 'student')).status);
  });

  it('refuses a blank group name with a French message and stores nothing', async () => {
    const before = await api('GET', '/groups', 'teacher');
    const refused = await api('POST', '/groups', 'teacher', { name: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await api('GET', '/groups', 'teacher')).body).toEqual(before.body);
  });
});
