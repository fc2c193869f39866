import { randomBytes } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import {
  freePort,
  gatewaySigningEnv,
  serviceEnv,
  startBuiltProcess,
  type RunningProcess,
} from '@crescendo/testing';
import { startService, type RunningService } from '@crescendo/service-kit';
import type { HttpErrorBody } from '@crescendo/contracts';
import { gatewayService } from '../src/gateway.service-definition.js';
import { keycloakAccessTokenClaims, keycloakIdTokenClaims, TestIssuer } from './test-issuer.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The gateway with an external issuer, as with Keycloak: a real JWKS server, identity from its build
 * with the embedded provider off. Only access tokens for `crescendo-api` get through.
 */
describe('gateway: access tokens only', () => {
  let issuer: TestIssuer;
  let identity: RunningProcess;
  let gateway: RunningService;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    const identityPort = await freePort();
    identity = await startBuiltProcess({
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: serviceEnv({ HTTP_PORT: String(identityPort), OIDC_EMBEDDED: 'false' }),
      readyUrl: `http://127.0.0.1:${identityPort}/health/ready`,
    });
    gateway = await startService(
      gatewayService,
      serviceEnv({
        ...gatewaySigningEnv(),
        OIDC_URL: issuer.baseUrl,
        REDIS_PREFIX: `${serviceEnv().REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
        RATE_LIMIT_PER_MINUTE: '1000',
      }),
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await identity?.stop();
    await issuer?.close();
  });

  const me = (token: string) =>
    fetch(`${gateway.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });

  async function expectRefused(token: string) {
    const response = await me(token);
    expect(response.status).toBe(401);
    expect(((await response.json()) as HttpErrorBody).error.code).toBe('UNAUTHENTICATED');
  }

  const email = () => `${randomBytes(5).toString('hex')}@ecole.test`;

  it('accepts an access token shaped claim for claim like one Keycloak 26 issues', async () => {
    const address = email();
    const response = await me(await issuer.sign(keycloakAccessTokenClaims(issuer.issuer, address)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: address });
  });

  it('refuses the ID token issued beside it, even with the API as audience', async () => {
    const access = keycloakAccessTokenClaims(issuer.issuer, email());
    await expectRefused(await issuer.sign(keycloakIdTokenClaims(access)));
    await expectRefused(await issuer.sign({ ...keycloakIdTokenClaims(access), aud: ['crescendo-api'] }));
  });

  it('refuses a token without audience, with a foreign audience, or without expiry', async () => {
    const claims = keycloakAccessTokenClaims(issuer.issuer, email());
    const { aud: _aud, ...noAudience } = claims;
    await expectRefused(await issuer.sign(noAudience));
    await expectRefused(await issuer.sign({ ...claims, aud: ['account', 'another-api'] }));
    const { exp: _exp, ...noExpiry } = claims;
    await expectRefused(await issuer.sign(noExpiry));
  });

  it('refuses alg none and an HMAC signature', async () => {
    const claims: JWTPayload = keycloakAccessTokenClaims(issuer.issuer, email());
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: issuer.kid })
      .sign(new TextEncoder().encode('a shared secret nobody should accept'));
    await expectRefused(hmac);
  });
});
