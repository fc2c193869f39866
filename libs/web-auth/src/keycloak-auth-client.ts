import type Keycloak from 'keycloak-js';
import type { WebConfig } from '@crescendo/contracts';
import type { AuthClient, AuthEvent, AuthInitResult } from './auth-client.js';
import {
  initTimeoutMs,
  lateAnswerTimeoutMs,
  msUntilRefresh,
  refreshMarginSeconds,
  withTimeout,
} from './timing.js';

export interface CreateAuthOptions {
  /**
   * A page of this origin that hands the provider's answer back to the app (see the shell's
   * `public/silent-check-sso.html`). With it, check-sso runs in a hidden iframe instead of sending the
   * whole page to the provider at every visit, so an unreachable provider cannot take the app down.
   */
  silentCheckSsoRedirectUri?: string;
  initTimeoutMs?: number;
}

const retryAfterFailedRefreshMs = 10_000;

class KeycloakAuthClient implements AuthClient {
  private keycloak: Keycloak | undefined;
  private started: Promise<AuthInitResult> | undefined;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(event: AuthEvent) => void>();

  constructor(
    private readonly oidc: WebConfig['oidc'],
    private readonly options: CreateAuthOptions,
  ) {}

  init(): Promise<AuthInitResult> {
    this.started ??= this.start();
    return this.started;
  }

  async login(redirectPath = '/dashboard'): Promise<void> {
    const keycloak = await this.client();
    await keycloak.login({ redirectUri: new URL(redirectPath, window.location.origin).href });
  }

  async reauthenticate(redirectPath = `${window.location.pathname}${window.location.search}`): Promise<void> {
    const keycloak = await this.client();
    await keycloak.login({
      redirectUri: new URL(redirectPath, window.location.origin).href,
      prompt: 'login',
    });
  }

  async register(redirectPath = '/role-selection', locale?: string): Promise<void> {
    const keycloak = await this.client();
    await keycloak.register({ redirectUri: new URL(redirectPath, window.location.origin).href, locale });
  }

  async logout(): Promise<void> {
    this.stopRefreshing();
    const keycloak = await this.client();
    await keycloak.logout({ redirectUri: new URL('/home', window.location.origin).href });
  }

  async getToken(): Promise<string | undefined> {
    const keycloak = this.keycloak;
    if (!keycloak?.authenticated) return undefined;
    try {
      await keycloak.updateToken(refreshMarginSeconds);
    } catch {
      // A failed refresh leaves a token that may still be valid for a few seconds; the server decides.
    }
    return keycloak.token;
  }

  subscribe(listener: (event: AuthEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AuthEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  // keycloak-js is loaded on first use: signed-out visitors of public pages do not wait for it.
  private async client(): Promise<Keycloak> {
    if (!this.keycloak) {
      const { default: KeycloakClass } = await import('keycloak-js');
      this.keycloak = new KeycloakClass({
        url: this.oidc.url,
        realm: this.oidc.realm,
        clientId: this.oidc.clientId,
      });
      this.keycloak.onAuthLogout = () => {
        this.stopRefreshing();
        this.emit('signed-out');
      };
    }
    return this.keycloak;
  }

  private async start(): Promise<AuthInitResult> {
    const timeout = this.options.initTimeoutMs ?? initTimeoutMs;
    const check = this.check();
    const result = await withTimeout(check, timeout, 'unavailable' as const).catch(
      () => 'unavailable' as const,
    );
    if (result === 'unavailable') {
      // A provider that answers after the time-out still signs the user in, or lets them sign in.
      void check
        .then((late) => this.emit(late === 'authenticated' ? 'signed-in' : 'provider-answered'))
        .catch(() => undefined);
    }
    return result;
  }

  private async check(): Promise<AuthInitResult> {
    const keycloak = await this.client();
    const authenticated = await keycloak.init({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: this.options.silentCheckSsoRedirectUri,
      // keycloak-js gives up on its third-party-cookie iframe after this; the app stops waiting sooner
      // (`start`), and an answer that comes between the two still signs the user in.
      messageReceiveTimeout: Math.max(lateAnswerTimeoutMs, this.options.initTimeoutMs ?? initTimeoutMs),
    });
    if (authenticated) this.scheduleRefresh();
    return authenticated ? 'authenticated' : 'anonymous';
  }

  /** Refreshes ahead of expiry so that a session outlives its short-lived (5 min) access tokens. */
  private scheduleRefresh(delayMs?: number): void {
    this.stopRefreshing();
    const keycloak = this.keycloak;
    const exp = keycloak?.tokenParsed?.exp;
    if (!keycloak || exp === undefined) return;
    const wait = delayMs ?? msUntilRefresh(exp, keycloak.timeSkew ?? 0, Date.now());
    this.refreshTimer = setTimeout(() => {
      keycloak.updateToken(refreshMarginSeconds).then(
        () => this.scheduleRefresh(),
        () => {
          if (keycloak.authenticated) this.scheduleRefresh(retryAfterFailedRefreshMs);
        },
      );
    }, wait);
  }

  private stopRefreshing(): void {
    if (this.refreshTimer !== undefined) clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
  }
}

let shared: AuthClient | undefined;

/**
 * The sign-in client, created once per page. `@crescendo/web-auth` is a Module Federation singleton,
 * so the shell creates it and the portals reach the same instance through `getAuth()`.
 */
export function createAuth(oidc: WebConfig['oidc'], options: CreateAuthOptions = {}): AuthClient {
  shared ??= new KeycloakAuthClient(oidc, options);
  return shared;
}

export function getAuth(): AuthClient | undefined {
  return shared;
}
