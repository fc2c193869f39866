import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startFakeOidcIssuer, type RunningFakeOidcIssuer } from '../src/index.js';

/** The second fake issuer, shaped like Entra ID (issue 25 §5): discovery, keys, authorize, token, over real HTTP. */
describe('fake OIDC issuer (Entra ID-shaped)', () => {
  let issuer: RunningFakeOidcIssuer;
  const redirectUri = 'http://app.test/broker/domain/endpoint';

  beforeAll(async () => {
    issuer = await startFakeOidcIssuer({
      tenant: '11111111-2222-4333-8444-555555555555',
      clients: [{ clientId: 'app', clientSecret: 's3cret', redirectUris: [redirectUri] }],
      accounts: [{ email: 'eleve@eleves.ecole.test', name: 'Élève Test', givenName: 'Élève' }],
    });
  });
  afterAll(() => issuer.close());

  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  async function code(challenge: string, extra: Record<string, string> = {}) {
    const query = new URLSearchParams({
      client_id: 'app',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st',
      nonce: 'nn',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      login_hint: 'eleve@eleves.ecole.test',
      ...extra,
    });
    const answer = await fetch(`${issuer.url}/${issuer.tenant}/oauth2/v2.0/authorize?${query}`, {
      redirect: 'manual',
    });
    return answer;
  }

  const token = (fields: Record<string, string>) =>
    fetch(`${issuer.url}/${issuer.tenant}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('publishes Entra-shaped discovery under the tenant', async () => {
    const discovery = (await (
      await fetch(`${issuer.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${issuer.url}/${issuer.tenant}/v2.0`,
      authorization_endpoint: `${issuer.url}/${issuer.tenant}/oauth2/v2.0/authorize`,
      token_endpoint: `${issuer.url}/${issuer.tenant}/oauth2/v2.0/token`,
      jwks_uri: `${issuer.url}/${issuer.tenant}/discovery/v2.0/keys`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('gives a code for a known login_hint, then an RS256 ID token verified with its published keys', async () => {
    const { verifier, challenge } = pkce();
    const answer = await code(challenge);
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('st');
    const reply = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'app',
      client_secret: 's3cret',
    });
    expect(reply.status).toBe(200);
    const { id_token } = (await reply.json()) as { id_token: string };
    const keys = createRemoteJWKSet(new URL(`${issuer.url}/${issuer.tenant}/discovery/v2.0/keys`));
    const { payload } = await jwtVerify(id_token, keys, { issuer: issuer.issuer, audience: 'app' });
    expect(payload).toMatchObject({
      tid: issuer.tenant,
      nonce: 'nn',
      preferred_username: 'eleve@eleves.ecole.test',
      email: 'eleve@eleves.ecole.test',
      ver: '2.0',
    });
  });

  it('refuses a wrong code verifier, a replayed code, a wrong secret, and an authorization without PKCE', async () => {
    const { challenge } = pkce();
    const back = new URL((await code(challenge)).headers.get('location')!);
    const fields = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: pkce().verifier,
      client_id: 'app',
      client_secret: 's3cret',
    };
    expect(await (await token(fields)).json()).toMatchObject({ error: 'invalid_grant' });
    // The code was spent by the failed attempt.
    expect(await (await token(fields)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await token({ ...fields, client_secret: 'wrong' })).status).toBe(401);
    expect((await code('', { code_challenge_method: '' })).status).toBe(400);
  });

  it('signs the next ID token with a wrong issuer when told to, then behaves again', async () => {
    issuer.misbehaveOnce({ issuer: 'https://ailleurs.test/v2.0' });
    for (const expected of ['https://ailleurs.test/v2.0', issuer.issuer]) {
      const { verifier, challenge } = pkce();
      const back = new URL((await code(challenge)).headers.get('location')!);
      const { id_token } = (await (
        await token({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: redirectUri,
          code_verifier: verifier,
          client_id: 'app',
          client_secret: 's3cret',
        })
      ).json()) as { id_token: string };
      const claims = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString()) as {
        iss: string;
      };
      expect(claims.iss).toBe(expected);
    }
  });
});
