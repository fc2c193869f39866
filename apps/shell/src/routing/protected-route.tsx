import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useSessionLoadingLabel } from '../session/loading-label.js';

/** Where a signed-out visitor wanted to go, kept for after sign-in. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Spec §2: 'Chargement...' while the session loads, /login (replacing history) when signed out, and
 * /role-selection for a user without organisation yet: no portal works for them (every call is refused).
 * A page for people who have no organisation yet (accepting an invitation) asks for the sign-in only.
 */
export function ProtectedRoute({ needsOrganization = true }: { needsOrganization?: boolean }) {
  const { status, me } = useAuth();
  const location = useLocation();
  const loadingLabel = useSessionLoadingLabel();
  if (status === 'loading') return <Spinner label={loadingLabel} fullScreen />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (needsOrganization && me && !me.organizationId) return <Navigate to="/role-selection" replace />;
  return <Outlet />;
}
