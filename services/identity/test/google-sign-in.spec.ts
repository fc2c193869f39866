import { randomUUID } from 'node:crypto';
import { chooseGoogleAccount, startFakeGoogle, type RunningFakeGoogle } from '@crescendo/fake-google';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  browse,
  CookieJar,
  decodeLikeKeycloakJs,
  followToCode,
  freePort,
  startAuthorization,
  tokenRequest,
} from '@crescendo/testing';
import { startIdentity } from './identity-harness.js';

const clientId = 'crescendo-web';
const redirectUri = 'http://app.test/teacher/groupes';

describe('Continuer avec Google (Google as upstream provider, against tools/fake-google)', () => {
  let google: RunningFakeGoogle;
  let running: RunningService;
  let client: ServiceClient;
  let base: string;
  const known = `prof-${randomUUID().slice(0, 8)}@ecole.test`;
  const unverified = `anonyme-${randomUUID().slice(0, 8)}@ecole.test`;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}/realms/crescendo`;
    google = await startFakeGoogle({
      port: 0,
      clients: [
        {
          clientId: 'crescendo-google',
          clientSecret: 'secret-google',
          redirectUris: [`${base}/broker/google/endpoint`],
        },
      ],
      accounts: [
        { email: known, givenName: 'Gabrielle', familyName: 'Roy' },
        { email: unverified, givenName: 'Anne', familyName: 'Hébert', emailVerified: false },
      ],
    });
    ({ running, client } = await startIdentity({
      HTTP_PORT: String(port),
      OIDC_ISSUER: base,
      OIDC_REDIRECT_URIS: 'http://app.test/*',
      GOOGLE_ISSUER: google.url,
      GOOGLE_CLIENT_ID: 'crescendo-google',
      GOOGLE_CLIENT_SECRET: 'secret-google',
    }));
  });
  afterAll(async () => {
    await client.close();
    await running.close();
    await google.close();
  });

  /** From our sign-in page to Google's, as a click on 'Continuer avec Google' does. */
  async function toGoogle(jar: CookieJar) {
    const { pageUrl: loginUrl, pkce, state } = await startAuthorization({ base, jar, clientId, redirectUri });
    await browse(jar, loginUrl);
    const toGoogle = await browse(jar, `${loginUrl}/google`);
    expect(toGoogle.status).toBe(303);
    return { googleUrl: new URL(toGoogle.headers.get('location')!), loginUrl, pkce, state };
  }

  /** Google's answer back through the broker path to our interaction, as the browser follows it. */
  async function backFromGoogle(jar: CookieJar, googleRedirect: string) {
    const callback = await browse(jar, googleRedirect);
    expect(callback.status).toBe(303);
    return browse(jar, new URL(callback.headers.get('location')!, base).href);
  }

  it('signs in a Google account with a verified e-mail, creating a teacher profile the first time', async () => {
    const jar = new CookieJar();
    const { googleUrl, pkce, state } = await toGoogle(jar);
    expect(googleUrl.origin).toBe(new URL(google.url).origin);
    expect(googleUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await backFromGoogle(jar, await chooseGoogleAccount(googleUrl, known));
    const code = await followToCode(jar, base, back, state);
    const tokens = (await (
      await tokenRequest(base, {
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        client_id: clientId,
        redirect_uri: redirectUri,
      })
    ).json()) as { access_token: string };
    const claims = decodeLikeKeycloakJs(tokens.access_token);
    expect(claims.email).toBe(known);
    const [user] = await running.infra.dataSource!.query(
      `SELECT u.first_name, m.role FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $1`,
      [known],
    );
    expect(user).toEqual({ first_name: 'Gabrielle', role: 'teacher' });
  });

  it('refuses an unverified Google e-mail with the spec’s messages, and creates nobody', async () => {
    const jar = new CookieJar();
    const { googleUrl } = await toGoogle(jar);
    const page = await backFromGoogle(jar, await chooseGoogleAccount(googleUrl, unverified));
    const html = await page.text();
    expect(html).toContain('Erreur lors de la connexion avec Google.');
    expect(html).toContain('La connexion avec Google a échoué.');
    const rows = await running.infra.dataSource!.query(`SELECT 1 FROM users WHERE email = $1`, [unverified]);
    expect(rows).toEqual([]);
  });

  it('shows the spec’s messages when the user cancels on Google', async () => {
    const jar = new CookieJar();
    const { googleUrl } = await toGoogle(jar);
    const callback = new URL(`${base}/broker/google/endpoint`);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', googleUrl.searchParams.get('state')!);
    const page = await backFromGoogle(jar, callback.href);
    expect(await page.text()).toContain('Erreur lors de la connexion avec Google.');
  });

  it('shows the spec’s messages when Google is unreachable', async () => {
    // google-auth-library tries the token endpoint again after a 5xx: Google stays down longer than that.
    google.control.injectFailure({ path: '/token', method: 'POST', times: 20, status: 500 });
    const jar = new CookieJar();
    const { googleUrl } = await toGoogle(jar);
    const page = await backFromGoogle(jar, await chooseGoogleAccount(googleUrl, known));
    expect(await page.text()).toContain('La connexion avec Google a échoué.');
  });
});
