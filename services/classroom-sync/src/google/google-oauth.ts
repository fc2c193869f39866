import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import { googleEndpoints } from '@crescendo/service-kit/google';
import { calendarConsentScopes, classroomScopes } from './google-scopes.js';

export interface GoogleOAuthSettings {
  rootUrl?: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** Refreshed this long before expiry, so that a call never leaves with a token about to lapse. */
export const refreshBeforeExpiryMs = 5 * 60_000;

/** Google answered the code without an access token: spec §8's 'Impossible de récupérer le token…'. */
export class NoAccessTokenError extends Error {
  constructor() {
    super('Google sent no access token');
  }
}

/**
 * Our OAuth client at Google (or tools/fake-google at `rootUrl`), through google-auth-library: the consent
 * URL, the code exchange and the ID token's check, revocation, and the per-user clients that call the APIs.
 */
export class GoogleOAuth {
  private readonly google;

  constructor(readonly settings: GoogleOAuthSettings) {
    this.google = googleEndpoints(settings.rootUrl);
  }

  get configured(): boolean {
    return this.settings.clientId !== '';
  }

  get apiRootUrl(): string {
    return this.google.apiRootUrl;
  }

  get calendarRootUrl(): string {
    return this.google.calendarRootUrl;
  }

  /** A client for one user's tokens: refreshed ahead of expiry, and once more when Google answers 401. */
  client(credentials?: Credentials): OAuth2Client {
    const client = new OAuth2Client({
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      redirectUri: this.settings.redirectUri,
      endpoints: this.google.endpoints,
      issuers: this.google.issuers,
      eagerRefreshThresholdMillis: refreshBeforeExpiryMs,
      forceRefreshOnFailure: true,
    });
    if (credentials) client.setCredentials(credentials);
    return client;
  }

  /**
   * Spec §7: the Classroom scopes (or, for 'Publier dans Google Agenda', the calendar's alone), offline access
   * (a refresh token), consent forced, PKCE and a nonce. Incremental authorization: the scopes granted before
   * stay in the new grant, so that one consent never takes away what another gave.
   */
  consentUrl(input: {
    state: string;
    nonce: string;
    codeChallenge: string;
    purpose?: 'classroom' | 'calendar';
  }): string {
    return this.client().generateAuthUrl({
      scope: input.purpose === 'calendar' ? calendarConsentScopes : classroomScopes,
      include_granted_scopes: true,
      access_type: 'offline',
      prompt: 'consent',
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  /** The code for tokens; the ID token says which Google account consented. */
  async exchange(code: string, codeVerifier: string, nonce: string) {
    const client = this.client();
    const { tokens } = await client.getToken({ code, codeVerifier });
    if (!tokens.access_token) throw new NoAccessTokenError();
    if (!tokens.id_token) throw new Error('Google sent no ID token');
    if (!tokens.refresh_token) throw new Error('Google sent no refresh token (offline access refused)');
    const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: this.settings.clientId });
    const payload = ticket.getPayload();
    if (!payload || payload.nonce !== nonce) throw new Error('Google ID token nonce mismatch');
    if (!payload.sub || !payload.email) throw new Error('Google ID token without subject or e-mail');
    return {
      subject: payload.sub,
      email: payload.email,
      scopes: tokens.scope ?? '',
      refreshToken: tokens.refresh_token,
      accessToken: tokens.access_token,
      expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
    };
  }

  /** Revokes the whole grant (access and refresh tokens) at Google. */
  async revoke(token: string): Promise<void> {
    await this.client().revokeToken(token);
  }
}
