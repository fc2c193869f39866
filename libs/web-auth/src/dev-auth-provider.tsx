import { useMemo, type ReactNode } from 'react';
import type { Me } from '@crescendo/contracts';
import { AuthContext, type AuthState } from './auth-context.js';

export interface DevAuthProviderProps {
  me: Me;
  children: ReactNode;
}

/**
 * A fixed signed-in user, for running a portal alone in development (`npm run dev` in a portal).
 * No token: API calls from such a page go out unauthenticated.
 */
export function DevAuthProvider({ me, children }: DevAuthProviderProps) {
  const state = useMemo<AuthState>(
    () => ({
      status: 'authenticated',
      me,
      login: async () => undefined,
      register: async () => undefined,
      reauthenticate: async () => undefined,
      logout: async () => {
        window.location.reload();
      },
      getToken: async () => undefined,
      patchMe: () => undefined,
      switchMembership: async () => undefined,
    }),
    [me],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
