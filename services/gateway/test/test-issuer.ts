import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for an external issuer (Keycloak) for the gateway's tests: a real HTTP server publishing
 * one RSA key at Keycloak's certs path, and the means to sign tokens with it.
 */
export class TestIssuer {
  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
    private readonly privateKey: CryptoKey,
    readonly kid: string,
  ) {}

  static async start(realm = 'crescendo'): Promise<TestIssuer> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwks = JSON.stringify({
      keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
    });
    const server = createServer((req, res) => {
      if (req.url === `/realms/${realm}/protocol/openid-connect/certs`) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return new TestIssuer(server, `http://127.0.0.1:${port}`, privateKey, kid);
  }

  get issuer(): string {
    return `${this.baseUrl}/realms/crescendo`;
  }

  /** Signs `claims` as they are (nothing added) with the published key, under `header`. */
  sign(claims: JWTPayload, header: { typ?: string } = { typ: 'JWT' }): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, ...header })
      .sign(this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

/** An access token as Keycloak 26 issues it to `crescendo-web` with the audience mapper and `basic` scope, claim for claim. */
export function keycloakAccessTokenClaims(issuer: string, email: string): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    exp: now + 300,
    iat: now,
    auth_time: now - 10,
    jti: `onrtac:${randomUUID()}`,
    iss: issuer,
    aud: ['crescendo-api', 'account'],
    sub: randomUUID(),
    typ: 'Bearer',
    azp: 'crescendo-web',
    sid: randomUUID(),
    acr: '1',
    'allowed-origins': ['http://localhost:8080'],
    realm_access: { roles: ['default-roles-crescendo', 'offline_access', 'uma_authorization'] },
    resource_access: { account: { roles: ['manage-account', 'manage-account-links', 'view-profile'] } },
    scope: 'openid email profile',
    email_verified: true,
    name: 'Nadia Boulanger',
    preferred_username: email,
    given_name: 'Nadia',
    family_name: 'Boulanger',
    email,
  };
}

/** The ID token Keycloak 26 issues beside it: `typ: "ID"`, for the client, not the API. */
export function keycloakIdTokenClaims(access: JWTPayload): JWTPayload {
  const { scope: _scope, realm_access: _r, resource_access: _ra, 'allowed-origins': _o, ...rest } = access;
  return { ...rest, typ: 'ID', aud: 'crescendo-web', at_hash: 'x4V1u2wq0X9sY3lQk8m7Zg' };
}
