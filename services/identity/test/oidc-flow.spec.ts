import { createHash, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  browse,
  CookieJar,
  decodeLikeKeycloakJs,
  form,
  freePort,
  signInWithPassword,
  tokenRequest,
  type Tokens,
} from '@crescendo/testing';
import { hashPassword } from '../src/passwords/password-hasher.js';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

const clientId = 'crescendo-web';
const redirectUri = 'http://app.test/teacher/groupes?tab=1';
const password = 'gammes-majeures-42';

describe('embedded OpenID Connect provider over real HTTP', () => {
  let port: number;
  let base: string;

  let issuer: string;
  let running: RunningService;
  let client: ServiceClient;
  const env = () => ({
    HTTP_PORT: String(port),
    OIDC_ISSUER: issuer,
    OIDC_REDIRECT_URIS: 'http://app.test/*',
    OIDC_ACCESS_TOKEN_TTL_SECONDS: '2',
    SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
    SIGNIN_FIRST_DELAY_SECONDS: '600',
  });

  async function newAccount(): Promise<{ email: string; userId: string }> {
    const email = `${randomUUID()}@ecole.test`;
    const { me } = await signIn(client, email);
    await running.infra.dataSource!.query(
      `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`,
      [me.id, await hashPassword(password)],
    );
    return { email, userId: me.id };
  }

  /** The provider's sign-out, as keycloak-js asks it: back to the app's home. */
  const askLogout = (jar: CookieJar, idToken: string) =>
    browse(
      jar,
      `${base}/protocol/openid-connect/logout?${new URLSearchParams({
        client_id: clientId,
        id_token_hint: idToken,
        post_logout_redirect_uri: 'http://app.test/home',
      })}`,
    );

  /** The sign-out page's form: where it posts and its fields. */
  function logoutForm(page: string): { action: string; fields: Record<string, string> } {
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const fields = Object.fromEntries(
      [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    return { action, fields };
  }
  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}/realms/crescendo`;
    issuer = base;
    ({ running, client } = await startIdentity(env()));
  });
  afterAll(() => stopIdentity({ running, client }));

  it('publishes discovery at Keycloak’s paths, honouring X-Forwarded-* from the gateway', async () => {
    const direct = await (await fetch(`${base}/.well-known/openid-configuration`)).json();
    expect(direct).toMatchObject({
      issuer,
      authorization_endpoint: `${base}/protocol/openid-connect/auth`,
      token_endpoint: `${base}/protocol/openid-connect/token`,
      end_session_endpoint: `${base}/protocol/openid-connect/logout`,
      jwks_uri: `${base}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${base}/protocol/openid-connect/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    const proxied = (await (
      await fetch(`${base}/.well-known/openid-configuration`, {
        headers: { 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'https' },
      })
    ).json()) as { token_endpoint: string };
    expect(proxied.token_endpoint).toBe(
      'https://localhost:8080/realms/crescendo/protocol/openid-connect/token',
    );
  });

  it('shows the spec’s login screen, refuses wrong credentials with its messages, signs in with code + PKCE', async () => {
    const { email, userId } = await newAccount();
    const jar = new CookieJar();
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 's1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const auth = await browse(jar, `${base}/protocol/openid-connect/auth?${query}`);
    expect(auth.status).toBe(303);
    const loginUrl = new URL(auth.headers.get('location')!, base).href;
    expect(loginUrl).toMatch(/\/realms\/crescendo\/login-actions\/[\w-]+$/);
    const page = await (await browse(jar, loginUrl)).text();
    for (const text of [
      'Se Connecter',
      'Continuer avec Google',
      'La plateforme pour les écoles de musique modernes.',
      'type="password"',
      'id="toggle"',
      'required',
    ]) {
      expect(page).toContain(text);
    }

    const empty = await browse(jar, `${loginUrl}/login`, form({ email: '', password: '' }));
    expect(empty.status).toBe(400);
    const wrong = await browse(jar, `${loginUrl}/login`, form({ email, password: 'pas-le-bon' }));
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Email ou mot de passe incorrect.');
    expect(wrongPage).toContain('Échec de la connexion.');
    const unknown = await browse(jar, `${loginUrl}/login`, form({ email: `x${email}`, password }));
    expect(await unknown.text()).toContain('Email ou mot de passe incorrect.');

    // A PKCE challenge without its verifier: the code is useless.
    const { tokens } = await signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId,
      redirectUri,
      email,
      password,
    });
    const keys = createRemoteJWKSet(new URL(`${base}/protocol/openid-connect/certs`));
    const { payload } = await jwtVerify(tokens.access_token, keys, { issuer, audience: 'crescendo-api' });
    expect(payload).toMatchObject({
      sub: userId,
      email,
      given_name: 'Ada',
      family_name: 'Test',
      azp: clientId,
    });
    expect(payload.exp! - payload.iat!).toBe(2);
    expect(decodeLikeKeycloakJs(tokens.id_token)).toMatchObject({ sub: userId, email, given_name: 'Ada' });
    // keycloak-js decodes the refresh token too: it must be JWT-shaped.
    expect(decodeLikeKeycloakJs(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', sub: userId });
  });

  it('refuses a code redeemed without the PKCE verifier, and a redirect URI outside the allowed ones', async () => {
    const bad = await fetch(
      `${base}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: 'http://evil.test/',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    const noPkce = await fetch(
      `${base}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
      })}`,
      { redirect: 'manual' },
    );
    expect(noPkce.headers.get('location')).toContain('error=invalid_request');
  });

  it('keeps the session past the access token: userinfo, expiry, refresh (rotated), across a restart', async () => {
    const { email, userId } = await newAccount();
    const jar = new CookieJar();
    const { tokens } = await signInWithPassword({ base, jar, clientId, redirectUri, email, password });
    const userinfo = (token: string) =>
      fetch(`${base}/protocol/openid-connect/userinfo`, { headers: { authorization: `bearer ${token}` } });
    expect(await (await userinfo(tokens.access_token)).json()).toMatchObject({ sub: userId, email });

    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await userinfo(tokens.access_token)).status).toBe(401);

    const refreshed = await tokenRequest(
      base,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId },
      { origin: 'http://app.test' },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(refreshed.headers.get('access-control-allow-credentials')).toBe('true');
    const second = (await refreshed.json()) as Tokens;
    expect((await userinfo(second.access_token)).status).toBe(200);
    expect(decodeLikeKeycloakJs(second.refresh_token).typ).toBe('Refresh');
    expect(second.refresh_token).not.toBe(tokens.refresh_token);

    // Restart: keys and sessions live in the identity schema.
    await client.close();
    await running.close();
    ({ running, client } = await startIdentity(env()));
    const afterRestart = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
      client_id: clientId,
    });
    expect(afterRestart.status).toBe(200);
    const third = (await afterRestart.json()) as Tokens;
    expect((await userinfo(third.access_token)).status).toBe(200);

    // A rotated-out refresh token replayed: refused, and the chain is revoked.
    const replay = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('ends a sign-out whose session is already gone (an erased account’s) on the app: its page may run its script', async () => {
    const { email } = await newAccount();
    const { tokens } = await signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId,
      redirectUri,
      email,
      password,
    });
    // A browser whose provider session was erased: no session cookie reaches the provider.
    const jar = new CookieJar();
    const logout = await askLogout(jar, tokens.id_token);
    const page = await logout.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const digest = createHash('sha256').update(script).digest('base64');
    const csp = logout.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${digest.replace(/[+/]/g, '\\$&')}'`));
    expect(csp).toContain("form-action 'self'");

    const { action, fields } = logoutForm(page);
    const confirmed = await browse(jar, new URL(action, base).href, form(fields));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://app.test/home');
  });

  it('logs out at the provider: the session ends and its refresh token no longer works', async () => {
    const { email } = await newAccount();
    const jar = new CookieJar();
    const { tokens } = await signInWithPassword({ base, jar, clientId, redirectUri, email, password });
    const logout = await askLogout(jar, tokens.id_token);
    const page = await logout.text();
    const { action, fields } = logoutForm(page);
    expect(fields.logout).toBe('yes');
    const confirmed = await browse(jar, new URL(action, base).href, form(fields));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://app.test/home');

    const refresh = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    expect(refresh.status).toBe(400);
    // And signing in again asks for the password (no session left).
    const again = await browse(
      jar,
      `${base}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    expect(again.headers.get('location')).toMatch(/login-actions/);
  });

  it('makes the next attempt wait after repeated failures, with a clear French message', async () => {
    const { email } = await newAccount();
    const attempt = async (pw: string) => {
      const jar = new CookieJar();
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      const auth = await browse(jar, `${base}/protocol/openid-connect/auth?${query}`);
      const loginUrl = new URL(auth.headers.get('location')!, base).href;
      await browse(jar, loginUrl);
      const response = await browse(jar, `${loginUrl}/login`, form({ email, password: pw }));
      return {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers.get('retry-after'),
      };
    };
    for (const pw of ['faux-1', 'faux-2', 'faux-3']) expect((await attempt(pw)).status).toBe(401);
    const fourth = await attempt('faux-4');
    expect(fourth.status).toBe(429);
    expect(fourth.retryAfter).toBe('600');
    expect(fourth.text).toContain('Trop de tentatives. Réessayez dans 10 minutes.');
    // While it waits, even the right password is not checked.
    const right = await attempt(password);
    expect(right.status).toBe(429);
  });
});
