import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { googleEndpoints } from '@crescendo/service-kit/google';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/**
 * Google (or tools/fake-google, at `issuer`) as an upstream OpenID Connect provider, through
 * google-auth-library: the authorization URL (code + PKCE, nonce), the code exchange with our client
 * secret, and the ID token's verification (signature against Google's keys, issuer, audience, expiry; the
 * nonce is ours to check).
 */
export class GoogleClient {
  private readonly oauth: OAuth2Client;

  constructor(
    issuer: string,
    private readonly clientId: string,
    clientSecret: string,
    readonly redirectUri: string,
  ) {
    const { endpoints, issuers } = googleEndpoints(issuer);
    this.oauth = new OAuth2Client({ clientId, clientSecret, redirectUri, endpoints, issuers });
  }

  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    return Promise.resolve(
      this.oauth.generateAuthUrl({
        scope: ['openid', 'email', 'profile'],
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
        prompt: 'select_account',
      }),
    );
  }

  async exchange(code: string, codeVerifier: string, nonce: string): Promise<GoogleIdentity> {
    const { tokens } = await this.oauth.getToken({ code, codeVerifier });
    if (!tokens.id_token) throw new Error('Google sent no ID token');
    const ticket = await this.oauth.verifyIdToken({ idToken: tokens.id_token, audience: this.clientId });
    const payload = ticket.getPayload();
    if (!payload || payload.nonce !== nonce) throw new Error('Google ID token nonce mismatch');
    if (!payload.sub || !payload.email) throw new Error('Google ID token without subject or e-mail');
    return {
      subject: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      firstName: payload.given_name,
      lastName: payload.family_name,
    };
  }
}
