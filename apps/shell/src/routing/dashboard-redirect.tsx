import { Navigate } from 'react-router-dom';
import { useAuth } from '@crescendo/web-auth';
import { roleHome } from './role-home.js';

/** /dashboard: admin, teacher and student go to their portal; any other or missing role to /login. */
export function DashboardRedirect() {
  const { me } = useAuth();
  const role = me?.role;
  return <Navigate to={role ? roleHome[role] : '/login'} replace />;
}
