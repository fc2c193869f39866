import { Logger } from '@nestjs/common';
import type { OAuth2Client } from 'google-auth-library';
import { AppException } from '@crescendo/service-kit';
import type { GoogleOAuth } from './google-oauth.js';
import type { TokenVault } from './token-vault.store.js';

export interface GoogleAccount {
  userId: string;
  /** Google's id of the account: the per-user quota's key. */
  googleSubject: string;
  client: OAuth2Client;
}

/** A user's client is kept this long in a process, so that the jobs running for them share one refresh. */
const keptMs = 60_000;

/**
 * One Google client per user, from their stored connection: google-auth-library refreshes the access token
 * before it expires (and after a 401), and each new token is sealed back into the vault, so that every
 * worker and the API process use it. Grade passback and roster re-sync reuse these clients.
 */
export class GoogleAccounts {
  private readonly kept = new Map<string, { account: Promise<GoogleAccount>; until: number }>();
  private readonly logger = new Logger('GoogleAccounts');

  constructor(
    private readonly oauth: GoogleOAuth,
    private readonly vault: TokenVault,
  ) {}

  /** The user's Google client; 'Token d'accès Google manquant.' when they never connected (or were cleared). */
  of(userId: string): Promise<GoogleAccount> {
    const hit = this.kept.get(userId);
    if (hit && hit.until > Date.now()) return hit.account;
    const account = this.load(userId);
    this.kept.set(userId, { account, until: Date.now() + keptMs });
    account.catch(() => this.kept.delete(userId));
    return account;
  }

  /** Google says the grant is dead (401 after a refresh, refresh refused): the stored tokens are cleared. */
  async expired(userId: string): Promise<void> {
    this.forget(userId);
    await this.vault.remove(userId);
    this.logger.warn(`Google connection of user ${userId} expired or revoked: tokens cleared`);
  }

  forget(userId: string): void {
    this.kept.delete(userId);
  }

  private async load(userId: string): Promise<GoogleAccount> {
    const stored = await this.vault.load(userId);
    if (!stored) throw new AppException('FORBIDDEN', 'classroom.tokenMissing');
    const client = this.oauth.client({
      refresh_token: stored.refreshToken,
      access_token: stored.accessToken,
      expiry_date: stored.accessTokenExpiresAt?.getTime() ?? null,
    });
    client.on('tokens', (tokens) => {
      if (!tokens.access_token) return;
      void this.vault
        .updateTokens(userId, {
          accessToken: tokens.access_token,
          expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          refreshToken: tokens.refresh_token,
        })
        .catch((error: unknown) => this.logger.error(`refreshed token not stored: ${String(error)}`));
    });
    return { userId, googleSubject: stored.googleSubject, client };
  }
}
