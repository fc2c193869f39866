import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { meSchema, type Me } from '@crescendo/contracts';
import { apiRequest, configureApi } from './api-client.js';
import type { AuthClient } from './auth-client.js';
import { AuthContext, type AuthProblem, type AuthState, type AuthStatus } from './auth-context.js';

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
}

/** Checks the session at start, then loads the signed-in user's profile (`GET {apiBase}/me`). */
export function AuthProvider({ client, apiBase, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  const loadProfile = useCallback(async () => {
    try {
      const me = await apiRequest('GET', '/me', { schema: meSchema });
      setSession({ status: 'authenticated', me });
    } catch {
      setSession({ status: 'authenticated', problem: 'profile-unavailable' });
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
      unsubscribe();
    };
  }, [client, loadProfile]);

  const state = useMemo<AuthState>(
    () => ({
      ...session,
      login: (redirectPath) => client.login(redirectPath),
      register: (redirectPath, locale) => client.register(redirectPath, locale),
      reauthenticate: (redirectPath) => client.reauthenticate(redirectPath),
      logout: () => client.logout(),
      getToken: () => client.getToken(),
      patchMe: (patch) =>
        setSession((current) => (current.me ? { ...current, me: { ...current.me, ...patch } } : current)),
    }),
    [session, client],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
