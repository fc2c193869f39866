import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  Actor,
  GoogleConnection,
  PayloadOf,
  ReplyOf,
  completeGoogleAuthorization,
  confirmGoogleLink,
  startGoogleConnection,
} from '@crescendo/contracts';
import { googleCalendarReturnQuery, googleReturnQuery } from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';
import { requireStaffMember } from '../access.js';
import { GoogleAccounts } from '../google/google-accounts.js';
import { GoogleOAuth, NoAccessTokenError } from '../google/google-oauth.js';
import { TokenVault } from '../google/token-vault.store.js';
import { OAuthStates } from './oauth-states.js';
import { PendingLinks } from './pending-links.js';

/**
 * Spec §2, landing page: where the browser lands after Google (a connection started from a portal page goes
 * back there instead once it succeeded, `googleReturnQuery`). A consent that gave no access token is a
 * failure with its own reason, for the landing page to say so (spec §8).
 */
export const afterGoogle = {
  success: '/home?auth=google_success',
  failure: '/home?error=google_auth_failed',
  noAccessToken: '/home?error=google_auth_failed&reason=no_token',
  /** The confirmation page answered 'Annuler' (issue 34.2): nothing was stored. */
  cancelled: '/home?error=google_auth_failed&reason=cancelled',
} as const;

/**
 * Connecting Google (spec §7, issue 11.2): server-side OAuth with the spec's scopes, offline access and
 * consent forced; the tokens stay here, the refresh token sealed at rest; 'Déconnecter Google' revokes them.
 * Every step after the ticket's creation is bound to the browser that asked (its cookie), and Google's grant
 * is stored only once the user has confirmed which Google account goes to which account (issue 34.2).
 */
@Injectable()
export class ConnectionService {
  private readonly logger = new Logger('GoogleConnection');

  constructor(
    @Inject(GoogleOAuth) private readonly oauth: GoogleOAuth,
    @Inject(TokenVault) private readonly vault: TokenVault,
    @Inject(GoogleAccounts) private readonly accounts: GoogleAccounts,
    @Inject(OAuthStates) private readonly states: OAuthStates,
    @Inject(PendingLinks) private readonly links: PendingLinks,
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

  /**
   * After the confirmation dialog: where the browser goes (`/auth/google?ticket=…`, single-use, two minutes),
   * for the browser whose cookie hashes to `browserHash` only.
   */
  async start(actor: Actor | null, input: PayloadOf<typeof startGoogleConnection>): Promise<{ url: string }> {
    const me = requireStaffMember(actor);
    if (!this.oauth.configured) throw new AppException('UNAVAILABLE', 'classroom.notConfigured');
    const ticket = await this.states.newTicket({
      userId: me.userId,
      organizationId: me.organizationId,
      account: input.account,
      bindingHash: input.browserHash,
      returnTo: input.returnTo,
      calendarGroupId: input.calendarGroupId,
    });
    return { url: `/auth/google?ticket=${encodeURIComponent(ticket)}` };
  }

  /** `/auth/google`: the ticket for Google's consent URL; unknown, used, or from another browser: refused. */
  async begin(actor: Actor | null, ticket: string, binding: string) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const answer = await this.states.takeTicket(ticket, binding);
    if ('refused' in answer && answer.refused === 'otherBrowser')
      throw new AppException('FORBIDDEN', 'classroom.otherBrowser');
    if (!('taken' in answer) || !this.oauth.configured)
      throw new AppException('NOT_FOUND', 'classroom.linkExpired');
    const consent = await this.states.newConsent(answer.taken);
    const authorizationUrl = this.oauth.consentUrl({
      state: consent.state,
      nonce: consent.nonce,
      codeChallenge: createHash('sha256').update(consent.verifier).digest('base64url'),
      purpose: answer.taken.calendarGroupId ? 'calendar' : 'classroom',
    });
    return { authorizationUrl };
  }

  /**
   * `/auth/google/callback`: Google's grant, held (not stored) for the confirmation page of the browser that
   * started; anything amiss is a failure.
   */
  async complete(
    actor: Actor | null,
    input: PayloadOf<typeof completeGoogleAuthorization>,
  ): Promise<ReplyOf<typeof completeGoogleAuthorization>> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const pending = input.state ? await this.states.takeConsent(input.state, input.binding) : null;
    if (!pending || !input.code || input.error) return { redirect: afterGoogle.failure };
    try {
      const grant = await this.oauth.exchange(input.code, pending.verifier, pending.nonce);
      const token = await this.links.hold(pending, grant);
      return {
        confirm: {
          token,
          googleEmail: grant.email,
          accountEmail: pending.account.email,
          language: pending.account.language,
        },
      };
    } catch (error) {
      this.logger.warn(
        `Google consent not completed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return {
        redirect: error instanceof NoAccessTokenError ? afterGoogle.noAccessToken : afterGoogle.failure,
      };
    }
  }

  /** `POST /auth/google/confirm`: confirmed, the grant is stored; cancelled, it is revoked and nothing kept. */
  async confirm(
    actor: Actor | null,
    input: PayloadOf<typeof confirmGoogleLink>,
  ): Promise<{ redirect: string }> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const link = await this.links.take(input.token, input.binding);
    if (!link) return { redirect: afterGoogle.failure };
    const { grant } = link;
    if (!input.confirmed) {
      // Google keeps one grant per account and client: revoking it would also end the user's current
      // connection to that same Google account (a reconnection cancelled).
      const current = await this.vault.load(link.userId).catch(() => null);
      if (current?.googleSubject !== grant.subject) {
        await this.oauth.revoke(grant.refreshToken).catch((error: unknown) => {
          this.logger.warn(`Google did not confirm the revocation of a cancelled link: ${String(error)}`);
        });
      }
      return { redirect: afterGoogle.cancelled };
    }
    await this.vault.save({
      userId: link.userId,
      organizationId: link.organizationId,
      googleSubject: grant.subject,
      googleEmail: grant.email,
      scopes: grant.scopes,
      refreshToken: grant.refreshToken,
      accessToken: grant.accessToken,
      accessTokenExpiresAt: grant.expiresAt,
    });
    this.accounts.forget(link.userId);
    // Issue 28 §7: back on the calendar, told which group to publish now.
    if (link.calendarGroupId)
      return {
        redirect: `${link.returnTo ?? '/teacher/calendrier'}?${googleCalendarReturnQuery(link.calendarGroupId)}`,
      };
    // Issue 32 §5: back on the portal page that started it, its course selection open.
    return { redirect: link.returnTo ? `${link.returnTo}?${googleReturnQuery}` : afterGoogle.success };
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
