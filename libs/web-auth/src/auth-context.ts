import { createContext, useContext } from 'react';
import type { Me, MembershipChoice } from '@crescendo/contracts';
import type { RetryReason } from './retry-wait.js';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Why the session is not what the user expects: the provider did not answer, the profile could not be
 * loaded, or the session ended. The app shows the matching message from the i18n catalogue.
 */
export type AuthProblem = 'provider-unavailable' | 'profile-unavailable' | 'session-ended';

/** While the profile is asked again after a 429 or a 5xx: why, and in how many seconds. */
export interface ProfileRetry {
  seconds: number;
  reason: RetryReason;
}

export interface AuthState {
  status: AuthStatus;
  me?: Me;
  problem?: AuthProblem;
  /** Set while `status` is 'loading' because the profile is asked again after a wait. */
  retry?: ProfileRetry;
  login(redirectPath?: string): Promise<void>;
  /** To the provider's sign-up page; back signed in at `redirectPath` (see `AuthClient.register`). */
  register(redirectPath?: string, locale?: string): Promise<void>;
  /** Signs in again for a sensitive action (REAUTH_REQUIRED), back to this page: see `AuthClient.reauthenticate`. */
  reauthenticate(redirectPath?: string): Promise<void>;
  logout(): Promise<void>;
  getToken(): Promise<string | undefined>;
  /**
   * Applies what the user just changed and the server confirmed (profile, settings, instrument answer)
   * to `me`, without waiting for the gateway's cached copy to be dropped.
   */
  patchMe(patch: Partial<Me>): void;
  /**
   * Acts as another of the person's memberships (the header's 'École' and 'Changer de rôle'): kept for this tab
   * and sent with every API call; `me` is the server's answer for it. Rejects (the previous choice kept) when the
   * server refuses it.
   */
  switchMembership(choice: MembershipChoice): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The session; throws outside an `AuthProvider` (spec §8: shared state outside its provider is an error). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider> (or <DevAuthProvider>).');
  return state;
}
