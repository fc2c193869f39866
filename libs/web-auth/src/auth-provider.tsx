import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { meSchema, type Me, type MembershipChoice } from '@crescendo/contracts';
import { apiRequest, configureApi } from './api-client.js';
import { ApiError } from './api-error.js';
import { forgetChoice, storeChoice, storedChoice } from './membership-choice.js';
import type { AuthClient } from './auth-client.js';
import {
  AuthContext,
  type AuthProblem,
  type AuthState,
  type AuthStatus,
  type ProfileRetry,
} from './auth-context.js';
import { retryAfterFailure } from './retry-wait.js';

export interface AuthProviderProps {
  client: AuthClient;
  /** Base of the REST API, e.g. `/api/v1`; the profile is read from `{apiBase}/me`. */
  apiBase: string;
  children: ReactNode;
}

interface Session {
  status: AuthStatus;
  me?: Me;
  problem?: AuthProblem;
  retry?: ProfileRetry;
}

/** Checks the session at start, then loads the signed-in user's profile (`GET {apiBase}/me`). */
export function AuthProvider({ client, apiBase, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  /** Bumped by each load, and on unmount: a load that is no longer the latest stops trying. */
  const profileLoads = useRef(0);

  // A 429 or a 5xx on the profile keeps the person signed in: the call is asked again after the wait the
  // server gave (issue 32 §3); only another refusal ends on 'profile-unavailable'.
  const loadProfile = useCallback(async () => {
    const generation = (profileLoads.current += 1);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const me = await apiRequest('GET', '/me', { schema: meSchema });
        if (generation === profileLoads.current) setSession({ status: 'authenticated', me });
        return;
      } catch (error) {
        // A school or role chosen earlier that the person no longer holds: back to the one they used last.
        if (error instanceof ApiError && error.code === 'FORBIDDEN' && storedChoice()) {
          forgetChoice();
          continue;
        }
        const retry = retryAfterFailure(error, attempt);
        if (generation !== profileLoads.current) return;
        if (!retry) return setSession({ status: 'authenticated', problem: 'profile-unavailable' });
        setSession({ status: 'loading', retry });
        await new Promise((wake) => setTimeout(wake, retry.seconds * 1000));
        if (generation !== profileLoads.current) return;
      }
    }
  }, []);

  useEffect(() => {
    configureApi({ apiBase, getToken: () => client.getToken() });
  }, [apiBase, client]);

  useEffect(() => {
    let active = true;
    void client.init().then((result) => {
      if (!active) return;
      if (result === 'authenticated') return loadProfile();
      setSession({
        status: 'anonymous',
        problem: result === 'unavailable' ? 'provider-unavailable' : undefined,
      });
    });
    const unsubscribe = client.subscribe((event) => {
      if (event === 'signed-in') void loadProfile();
      else if (event === 'provider-answered') {
        setSession((current) =>
          current.problem === 'provider-unavailable' ? { status: 'anonymous' } : current,
        );
      } else setSession({ status: 'anonymous', problem: 'session-ended' });
    });
    return () => {
      active = false;
      profileLoads.current += 1;
      unsubscribe();
    };
  }, [client, loadProfile]);

  const switchMembership = useCallback(async (choice: MembershipChoice) => {
    const previous = storedChoice();
    storeChoice(choice);
    try {
      const me = await apiRequest('GET', '/me', { schema: meSchema });
      profileLoads.current += 1;
      setSession({ status: 'authenticated', me });
    } catch (error) {
      if (previous) storeChoice(previous);
      else forgetChoice();
      throw error;
    }
  }, []);

  const state = useMemo<AuthState>(
    () => ({
      ...session,
      login: (redirectPath) => client.login(redirectPath),
      register: (redirectPath, locale) => client.register(redirectPath, locale),
      reauthenticate: (redirectPath) => client.reauthenticate(redirectPath),
      logout: () => {
        forgetChoice();
        return client.logout();
      },
      getToken: () => client.getToken(),
      patchMe: (patch) =>
        setSession((current) => (current.me ? { ...current, me: { ...current.me, ...patch } } : current)),
      switchMembership,
    }),
    [session, client, switchMembership],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
