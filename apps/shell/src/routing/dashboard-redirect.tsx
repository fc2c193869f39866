import { Navigate } from 'react-router-dom';
import { useAuth } from '@crescendo/web-auth';
import { roleHome } from './role-home.js';

/** /dashboard: each role to its landing page (a board administrator to its schools); no role to /login. */
export function DashboardRedirect() {
  const { me } = useAuth();
  const role = me?.role;
  return <Navigate to={role ? roleHome[role] : '/login'} replace />;
}
