import { randomBytes } from 'node:crypto';
import {
  backdateSignIn,
  browse,
  CookieJar,
  startAuthorization,
  decodeLikeKeycloakJs,
  signInSilently,
  signUpWithPassword,
} from '@crescendo/testing';
import { callApi, startOwnPlatform, type OwnPlatform } from './own-platform.js';

let platform: OwnPlatform;
beforeAll(async () => {
  platform = await startOwnPlatform();
}, 90_000);
afterAll(() => platform.close());

describe("the provider's pages through the gateway", () => {
  it('carry the security headers, with a CSP that keeps their forms on this origin', async () => {
    const jar = new CookieJar();
    const { start, pageUrl } = await startAuthorization({
      base: `${platform.origin}/realms/crescendo`,
      jar,
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/dashboard`,
    });
    const page = await browse(jar, pageUrl);
    const discovery = await fetch(`${platform.origin}/realms/crescendo/.well-known/openid-configuration`);
    for (const response of [start, page, discovery]) {
      expect(response.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBeTruthy();
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("form-action 'self'");
      expect(csp).toMatch(/frame-ancestors '(self|none)'/);
    }
    // The sign-in page's own CSP (nonces for its style and script) is the one that applies, once.
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(await page.text()).toContain('<form');
  });

  it('set cookies with an explicit SameSite, HttpOnly, all the way through a sign-up', async () => {
    const { session } = await signUpAndKeep(`${platform.origin}/realms/crescendo`);
    expect(session.length).toBeGreaterThan(2);
    for (const cookie of session) {
      expect(cookie).toMatch(/;\s*samesite=(lax|strict)/i);
      expect(cookie).toMatch(/;\s*httponly/i);
    }
  });
});

/** A sign-up followed to the end, with every Set-Cookie the provider sent on the way. */
async function signUpAndKeep(base: string): Promise<{ session: string[] }> {
  const session: string[] = [];
  const jar = new CookieJar();
  const original = jar.store.bind(jar);
  jar.store = (response: Response) => {
    session.push(...response.headers.getSetCookie());
    original(response);
  };
  await signUpWithPassword({
    base,
    jar,
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/role-selection`,
    email: `${randomBytes(6).toString('hex')}@ecole.test`,
    password: `arpeges-${randomBytes(6).toString('hex')}`,
  });
  return { session };
}

/**
 * Sudo mode through the whole platform: the embedded provider puts `auth_time` in its access tokens, the
 * gateway passes it on, identity refuses a sensitive action when the sign-in is older than 5 minutes.
 */
describe('recent sign-in for sensitive actions (sudo mode)', () => {
  const reauth = {
    status: 403,
    body: { error: { code: 'REAUTH_REQUIRED', message: expect.stringContaining('reconnectez-vous') } },
  };

  /** A new account (fresh sign-in), then the same session as if it had signed in 10 minutes ago. */
  async function freshAndStale() {
    const base = `${platform.origin}/realms/crescendo`;
    const jar = new CookieJar();
    const email = `${randomBytes(6).toString('hex')}@ecole.test`;
    const client = { base, jar, clientId: 'crescendo-web', redirectUri: `${platform.origin}/role-selection` };
    const password = `arpeges-${randomBytes(6).toString('hex')}`;
    const { tokens } = await signUpWithPassword({ ...client, email, password });
    expect(await backdateSignIn(platform.database, email, 10 * 60)).toBeGreaterThan(0);
    const stale = await signInSilently(client);
    return { fresh: tokens.access_token, stale: stale.access_token, password };
  }

  it('carries auth_time in the access token, as Keycloak does', async () => {
    const { fresh, stale } = await freshAndStale();
    const now = Date.now() / 1000;
    expect(Math.abs(Number(decodeLikeKeycloakJs(fresh).auth_time) - now)).toBeLessThan(120);
    expect(now - Number(decodeLikeKeycloakJs(stale).auth_time)).toBeGreaterThan(9 * 60);
  });

  it('asks an old sign-in to sign in again before two-factor set-up or an account deletion; a fresh one goes through', async () => {
    const { fresh, stale } = await freshAndStale();
    expect(await callApi(platform, 'POST', '/two-factor/setup', stale)).toMatchObject(reauth);
    expect(await callApi(platform, 'POST', '/two-factor/enable', stale, { code: '123456' })).toMatchObject(
      reauth,
    );
    expect(await callApi(platform, 'POST', '/two-factor/disable', stale, { code: '123456' })).toMatchObject(
      reauth,
    );
    expect(await callApi(platform, 'DELETE', '/account', stale)).toMatchObject(reauth);
    // Other requests do not care how old the sign-in is.
    expect((await callApi(platform, 'GET', '/me', stale)).status).toBe(200);

    expect((await callApi(platform, 'POST', '/two-factor/setup', fresh)).status).toBe(201);
    expect(await callApi(platform, 'DELETE', '/account', fresh)).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
  });

  it('asks an old sign-in to sign in again before changing the password or the e-mail address', async () => {
    const { fresh, stale, password } = await freshAndStale();
    const body = { currentPassword: password, newPassword: `fugue-${randomBytes(6).toString('hex')}` };
    expect(await callApi(platform, 'PUT', '/profile/password', stale, body)).toMatchObject(reauth);
    const profile = (await callApi(platform, 'GET', '/profile', fresh)).body as Record<string, unknown>;
    const asked = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      instrument: 'Piano',
      email: `${randomBytes(6).toString('hex')}@ecole.test`,
    };
    expect(await callApi(platform, 'PUT', '/profile', stale, asked)).toMatchObject(reauth);
    expect((await callApi(platform, 'PUT', '/profile', fresh, asked)).status).toBe(200);
    expect((await callApi(platform, 'PUT', '/profile/password', fresh, body)).status).toBe(200);
  });

  it('asks an old sign-in to sign in again before deleting the organisation', async () => {
    const { fresh, stale } = await freshAndStale();
    expect((await callApi(platform, 'POST', '/organizations', fresh, { name: 'École Clara' })).status).toBe(
      201,
    );
    expect(await callApi(platform, 'DELETE', '/organization', stale)).toMatchObject(reauth);
    expect(await callApi(platform, 'DELETE', '/organization', fresh)).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
  });
});
