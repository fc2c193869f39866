import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor, GoogleConnection, PayloadOf, completeGoogleAuthorization } from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';
import { requireStaffMember } from '../access.js';
import { GoogleAccounts } from '../google/google-accounts.js';
import { GoogleOAuth, NoAccessTokenError } from '../google/google-oauth.js';
import { TokenVault } from '../google/token-vault.js';
import { OAuthStates } from './oauth-states.js';

/**
 * Spec §2, landing page: where the browser lands after Google. A consent that gave no access token is a
 * failure with its own reason, for the landing page to say so (spec §8).
 */
export const afterGoogle = {
  success: '/home?auth=google_success',
  failure: '/home?error=google_auth_failed',
  noAccessToken: '/home?error=google_auth_failed&reason=no_token',
} as const;

/**
 * Connecting Google (spec §7, issue 11.2): server-side OAuth with the spec's scopes, offline access and
 * consent forced; the tokens stay here, the refresh token sealed at rest; 'Déconnecter Google' revokes them.
 */
@Injectable()
export class ConnectionService {
  private readonly logger = new Logger('GoogleConnection');

  constructor(
    @Inject(GoogleOAuth) private readonly oauth: GoogleOAuth,
    @Inject(TokenVault) private readonly vault: TokenVault,
    @Inject(GoogleAccounts) private readonly accounts: GoogleAccounts,
    @Inject(OAuthStates) private readonly states: OAuthStates,
  ) {}

  async get(actor: Actor | null): Promise<GoogleConnection> {
    const me = requireStaffMember(actor);
    const stored = await this.vault.load(me.userId);
    return {
      connected: stored !== null,
      email: stored?.googleEmail ?? null,
      connectedAt: stored?.connectedAt.toISOString() ?? null,
    };
  }

  /** After the confirmation dialog: where the browser goes (`/auth/google?ticket=…`, single-use, two minutes). */
  async start(actor: Actor | null): Promise<{ url: string }> {
    const me = requireStaffMember(actor);
    if (!this.oauth.configured) throw new AppException('UNAVAILABLE', 'classroom.notConfigured');
    const ticket = await this.states.newTicket({ userId: me.userId, organizationId: me.organizationId });
    return { url: `/auth/google?ticket=${encodeURIComponent(ticket)}` };
  }

  /** `/auth/google`: the ticket for Google's consent URL; an unknown or used ticket has nowhere to go. */
  async begin(actor: Actor | null, ticket: string) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const someone = await this.states.takeTicket(ticket);
    if (!someone || !this.oauth.configured) throw new AppException('NOT_FOUND', 'classroom.linkExpired');
    const consent = await this.states.newConsent(someone);
    const authorizationUrl = this.oauth.consentUrl({
      state: consent.state,
      nonce: consent.nonce,
      codeChallenge: createHash('sha256').update(consent.verifier).digest('base64url'),
    });
    return { authorizationUrl, binding: consent.binding };
  }

  /** `/auth/google/callback`: the tokens stored for the user who started; anything amiss is a failure. */
  async complete(
    actor: Actor | null,
    input: PayloadOf<typeof completeGoogleAuthorization>,
  ): Promise<{ redirect: string }> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const pending = input.state ? await this.states.takeConsent(input.state, input.binding) : null;
    if (!pending || !input.code || input.error) return { redirect: afterGoogle.failure };
    try {
      const granted = await this.oauth.exchange(input.code, pending.verifier, pending.nonce);
      await this.vault.save({
        userId: pending.userId,
        organizationId: pending.organizationId,
        googleSubject: granted.subject,
        googleEmail: granted.email,
        scopes: granted.scopes,
        refreshToken: granted.refreshToken,
        accessToken: granted.accessToken,
        accessTokenExpiresAt: granted.expiresAt,
      });
      this.accounts.forget(pending.userId);
      return { redirect: afterGoogle.success };
    } catch (error) {
      this.logger.warn(
        `Google consent not completed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return {
        redirect: error instanceof NoAccessTokenError ? afterGoogle.noAccessToken : afterGoogle.failure,
      };
    }
  }

  /** 'Déconnecter Google': revoked at Google (best effort: the tokens are erased here whatever it says). */
  async disconnect(actor: Actor | null): Promise<{ disconnected: true }> {
    const me = requireStaffMember(actor);
    await this.forgetUser(me.userId);
    return { disconnected: true };
  }

  /** Erases a user's connection and revokes it at Google (their account deleted, or disconnect). */
  async forgetUser(userId: string): Promise<void> {
    this.accounts.forget(userId);
    const refreshToken = await this.vault.remove(userId);
    if (!refreshToken) return;
    await this.oauth.revoke(refreshToken).catch((error: unknown) => {
      this.logger.warn(`Google did not confirm the revocation: ${String(error)}`);
    });
  }
}
