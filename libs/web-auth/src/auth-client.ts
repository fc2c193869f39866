/** How the session check at start ended. `unavailable`: the identity provider did not answer in time. */
export type AuthInitResult = 'authenticated' | 'anonymous' | 'unavailable';

/**
 * `signed-in`: a late answer of the provider, with a session; `provider-answered`: a late answer without one
 * (the provider is up after all: signing in can start); `signed-out`: the session ended (refresh refused,
 * logout elsewhere).
 */
export type AuthEvent = 'signed-in' | 'provider-answered' | 'signed-out';

export interface AuthClient {
  /** Checks the session once (later calls return the same answer); never rejects. */
  init(): Promise<AuthInitResult>;
  /** Leaves for the provider's login page; the browser comes back to `redirectPath` of this origin. */
  login(redirectPath?: string): Promise<void>;
  /**
   * Leaves for the provider's sign-up page (Keycloak's `registrations`); the new user comes back signed in
   * to `redirectPath`. `locale` (`fr`, `en`) is the page's language.
   */
  register(redirectPath?: string, locale?: string): Promise<void>;
  /**
   * Sudo mode: the server answered REAUTH_REQUIRED (the sign-in is too old for a sensitive action). Leaves
   * for the provider's sign-in page even though the session is open (`prompt=login`); the browser comes
   * back to `redirectPath` (the current page by default), where the user confirms again.
   */
  reauthenticate(redirectPath?: string): Promise<void>;
  logout(): Promise<void>;
  /** A valid access token (refreshed first when it is about to expire), or undefined when signed out. */
  getToken(): Promise<string | undefined>;
  subscribe(listener: (event: AuthEvent) => void): () => void;
}
