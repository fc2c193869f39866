import { randomToken } from './ids.js';

export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  sub: string;
  scopes: string[];
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  issueRefreshToken: boolean;
  expiresAt: number;
}

/** One consent of one account to one client; revoking any of its tokens revokes it whole, as at Google. */
export interface Grant {
  id: number;
  sub: string;
  clientId: string;
  scopes: string[];
  offline: boolean;
  revoked: boolean;
}

export interface AccessToken {
  token: string;
  grant: Grant;
  expiresAt: number;
}

export interface RefreshToken {
  token: string;
  grant: Grant;
  expired: boolean;
}

const CODE_TTL_MS = 10 * 60 * 1000;

export class TokenStore {
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, RefreshToken>();
  /** Per account and client: every scope it has granted (until a revocation forgets the consent). */
  private readonly consents = new Map<string, string[]>();
  private grantCount = 0;

  issueCode(fields: Omit<AuthorizationCode, 'code' | 'expiresAt'>): AuthorizationCode {
    const code: AuthorizationCode = {
      ...fields,
      code: randomToken('4/0A'),
      expiresAt: Date.now() + CODE_TTL_MS,
    };
    this.codes.set(code.code, code);
    return code;
  }

  /** Codes are single-use: taking one removes it. */
  takeCode(code: string): AuthorizationCode | undefined {
    const found = this.codes.get(code);
    this.codes.delete(code);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  hasConsented(sub: string, clientId: string): boolean {
    return this.consents.has(`${sub} ${clientId}`);
  }

  recordConsent(sub: string, clientId: string, scopes: readonly string[]): void {
    const key = `${sub} ${clientId}`;
    this.consents.set(key, [...new Set([...(this.consents.get(key) ?? []), ...scopes])]);
  }

  grantedScopes(sub: string, clientId: string): string[] {
    return this.consents.get(`${sub} ${clientId}`) ?? [];
  }

  createGrant(sub: string, clientId: string, scopes: string[], offline: boolean): Grant {
    this.grantCount += 1;
    return { id: this.grantCount, sub, clientId, scopes, offline, revoked: false };
  }

  issueAccessToken(grant: Grant, ttlSeconds: number): AccessToken {
    const token: AccessToken = {
      token: randomToken('ya29.'),
      grant,
      expiresAt: Date.now() + ttlSeconds * 1000,
    };
    this.accessTokens.set(token.token, token);
    return token;
  }

  issueRefreshToken(grant: Grant): RefreshToken {
    const token: RefreshToken = { token: randomToken('1//0'), grant, expired: false };
    this.refreshTokens.set(token.token, token);
    return token;
  }

  /** An access token that is known, unexpired and whose grant stands. */
  activeAccessToken(token: string): AccessToken | undefined {
    const found = this.accessTokens.get(token);
    return found && !found.grant.revoked && found.expiresAt > Date.now() ? found : undefined;
  }

  activeRefreshToken(token: string): RefreshToken | undefined {
    const found = this.refreshTokens.get(token);
    return found && !found.grant.revoked && !found.expired ? found : undefined;
  }

  /** Ends the token now; returns false for an unknown token. */
  expire(token: string): boolean {
    const access = this.accessTokens.get(token);
    if (access) access.expiresAt = Date.now() - 1;
    const refresh = this.refreshTokens.get(token);
    if (refresh) refresh.expired = true;
    return Boolean(access ?? refresh);
  }

  /** Revokes the whole grant behind an access or refresh token, and forgets the consent. */
  revoke(token: string): boolean {
    const grant = (this.accessTokens.get(token) ?? this.refreshTokens.get(token))?.grant;
    if (!grant || grant.revoked) return false;
    grant.revoked = true;
    this.consents.delete(`${grant.sub} ${grant.clientId}`);
    return true;
  }

  clear(): void {
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.consents.clear();
    this.grantCount = 0;
  }
}
