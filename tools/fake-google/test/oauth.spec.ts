import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { RunningFakeGoogle } from '../src/index.js';
import {
  authorizeUrl,
  CLASSROOM_SCOPES,
  CLIENT,
  pkcePair,
  postForm,
  redirectOf,
  signIn,
  startTestFake,
  TEACHER,
} from './helpers.js';

let fake: RunningFakeGoogle;

beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.control.reset());

describe('OpenID discovery', () => {
  it('names this server as the issuer and its endpoints', async () => {
    const config = (await (await fetch(`${fake.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(config.issuer).toBe(fake.url);
    expect(config.token_endpoint).toBe(`${fake.url}/token`);
    expect(config.jwks_uri).toBe(`${fake.url}/oauth2/v3/certs`);
    expect(config.code_challenge_methods_supported).toContain('S256');
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in with login_hint and returns tokens whose ID token verifies against the JWKS', async () => {
    const { verifier, challenge } = pkcePair();
    const authorize = await fetch(
      authorizeUrl(fake.url, {
        scope: CLASSROOM_SCOPES.join(' '),
        login_hint: TEACHER,
        state: 'etat-123',
        nonce: 'nonce-456',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      }),
      { redirect: 'manual' },
    );
    const callback = await redirectOf(authorize);
    expect(`${callback.origin}${callback.pathname}`).toBe(CLIENT.redirectUris[0]);
    expect(callback.searchParams.get('state')).toBe('etat-123');
    const code = callback.searchParams.get('code') ?? '';

    const response = await postForm(`${fake.url}/token`, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CLIENT.redirectUris[0],
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      code_verifier: verifier,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Record<string, string | number>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    expect(String(tokens.access_token)).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toBeDefined();
    expect(String(tokens.scope).split(' ')).toContain(
      'https://www.googleapis.com/auth/classroom.courses.readonly',
    );

    const jwks = createRemoteJWKSet(new URL(`${fake.url}/oauth2/v3/certs`));
    const { payload, protectedHeader } = await jwtVerify(String(tokens.id_token), jwks, {
      issuer: fake.url,
      audience: CLIENT.clientId,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      email: TEACHER,
      email_verified: true,
      name: 'Marie Lefebvre',
      given_name: 'Marie',
      family_name: 'Lefebvre',
      nonce: 'nonce-456',
      azp: CLIENT.clientId,
    });
    expect(payload.sub).toMatch(/^\d{21}$/);
    expect(payload.picture).toEqual(expect.any(String));

    const userinfo = await fetch(`${fake.url}/v1/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: payload.sub, email: TEACHER, name: 'Marie Lefebvre' });
  });

  it('refuses a wrong PKCE verifier, and a code used twice', async () => {
    const { challenge } = pkcePair();
    const authorize = await fetch(
      authorizeUrl(fake.url, {
        scope: 'openid email',
        login_hint: TEACHER,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    const code = (await redirectOf(authorize)).searchParams.get('code') ?? '';
    const exchange = (verifier: string) =>
      postForm(`${fake.url}/token`, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: CLIENT.redirectUris[0],
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        code_verifier: verifier,
      });
    const wrong = await exchange(pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    const reused = await exchange(pkcePair().verifier);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const response = await postForm(`${fake.url}/token`, {
      grant_type: 'authorization_code',
      code: 'whatever',
      client_id: CLIENT.clientId,
      client_secret: 'wrong',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
  });

  it('accepts client_secret_basic', async () => {
    const tokens = await signIn(fake.url, { scopes: ['openid'], extra: { access_type: 'offline' } });
    const basic = Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64');
    const response = await postForm(
      `${fake.url}/token`,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      { Authorization: `Basic ${basic}` },
    );
    expect(response.status).toBe(200);
  });

  it('never redirects to an unregistered redirect URI', async () => {
    const response = await fetch(
      authorizeUrl(fake.url, { scope: 'openid', redirect_uri: 'http://evil.example/cb' }),
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri_mismatch');
  });

  it('sends invalid_scope back to the client', async () => {
    const response = await fetch(authorizeUrl(fake.url, { scope: 'openid made-up', state: 's' }), {
      redirect: 'manual',
    });
    const callback = await redirectOf(response);
    expect(callback.searchParams.get('error')).toBe('invalid_scope');
    expect(callback.searchParams.get('state')).toBe('s');
  });
});

describe('account chooser', () => {
  it('lists the accounts and approves the one whose button is pressed', async () => {
    const params = { scope: 'openid email', state: 'st' };
    const page = await fetch(authorizeUrl(fake.url, params));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${TEACHER}"`);
    expect(html).toContain('autre@test.crescendo.ca');

    const approve = await postForm(`${fake.url}/o/oauth2/v2/auth/approve`, {
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUris[0],
      response_type: 'code',
      ...params,
      email: TEACHER,
    });
    const callback = await redirectOf(approve);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('st');
  });

  it('answers access_denied when the user cancels', async () => {
    const deny = await postForm(`${fake.url}/o/oauth2/v2/auth/approve`, {
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUris[0],
      response_type: 'code',
      scope: 'openid',
      deny: '1',
    });
    expect((await redirectOf(deny)).searchParams.get('error')).toBe('access_denied');
  });
});

describe('refresh, tokeninfo and revocation', () => {
  it('refreshes an access token, and issues a refresh token again only when consent is forced', async () => {
    const first = await signIn(fake.url, { extra: { access_type: 'offline' } });
    expect(first.refresh_token).toBeDefined();
    const again = await signIn(fake.url, { extra: { access_type: 'offline' } });
    expect(again.refresh_token).toBeUndefined();
    const forced = await signIn(fake.url, { extra: { access_type: 'offline', prompt: 'consent' } });
    expect(forced.refresh_token).toBeDefined();

    const refreshed = await postForm(`${fake.url}/token`, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as Record<string, string>;
    expect(body.access_token).not.toBe(first.access_token);
    expect(body.refresh_token).toBeUndefined();
    expect(body.id_token).toBeDefined();
  });

  it('describes an access token at /tokeninfo with string values', async () => {
    const tokens = await signIn(fake.url);
    const info = (await (
      await fetch(`${fake.url}/tokeninfo?access_token=${tokens.access_token}`)
    ).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ aud: CLIENT.clientId, email: TEACHER, email_verified: 'true' });
    expect(Number(info.expires_in)).toBeGreaterThan(3500);
    const bad = await fetch(`${fake.url}/tokeninfo?access_token=nope`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid Value' });
  });

  it('revokes the whole grant: the access token and its refresh token stop working', async () => {
    const tokens = await signIn(fake.url, { extra: { access_type: 'offline', prompt: 'consent' } });
    const revoked = await postForm(`${fake.url}/revoke`, { token: tokens.access_token });
    expect(revoked.status).toBe(200);
    const userinfo = await fetch(`${fake.url}/oauth2/v3/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    const refreshed = await postForm(`${fake.url}/token`, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    const twice = await postForm(`${fake.url}/revoke`, { token: tokens.access_token });
    expect(twice.status).toBe(400);
  });
});
