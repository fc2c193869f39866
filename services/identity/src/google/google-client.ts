import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  nonce?: string;
}

/**
 * Google (or tools/fake-google) as an upstream OpenID Connect provider: discovery, the authorization
 * URL (code + PKCE), the code exchange with our client secret, and the ID token's verification.
 */
export class GoogleClient {
  private discovery: Promise<Discovery> | null = null;
  private keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    readonly redirectUri: string,
  ) {}

  async authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const query = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return `${authorization_endpoint}?${query}`;
  }

  async exchange(code: string, codeVerifier: string, nonce: string): Promise<GoogleIdentity> {
    const discovery = await this.discover();
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        client_id: this.clientId,
        client_secret: this.clientSecret,
        redirect_uri: this.redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
    const { id_token: idToken } = (await response.json()) as { id_token?: string };
    if (!idToken) throw new Error('Google sent no ID token');
    this.keys ??= createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload } = await jwtVerify<GoogleClaims>(idToken, this.keys, {
      issuer: discovery.issuer,
      audience: this.clientId,
    });
    if (payload.nonce !== nonce) throw new Error('Google ID token nonce mismatch');
    if (!payload.sub || !payload.email) throw new Error('Google ID token without subject or e-mail');
    return {
      subject: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      firstName: payload.given_name,
      lastName: payload.family_name,
    };
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= fetch(`${this.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`Google discovery answered ${response.status}`);
      return (await response.json()) as Discovery;
    });
    // A failed discovery is retried at the next sign-in rather than cached.
    this.discovery.catch(() => (this.discovery = null));
    return this.discovery;
  }
}
