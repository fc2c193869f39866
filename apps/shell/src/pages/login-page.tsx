import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { PublicLayout } from '../layout/public-layout.js';
import type { LoginRedirectState } from '../routing/protected-route.js';
import { useSessionLoadingLabel } from '../session/loading-label.js';

function wantedPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('/login') ? from : '/dashboard';
}

/**
 * /login: a signed-in user goes to /dashboard (or the protected page that sent them here); otherwise the identity provider's login page opens and
 * brings the user back to the page they wanted. A signed-in user without a role stays here with an
 * explanation, which also breaks the /dashboard → /login → /dashboard loop of the route table.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const auth = useAuth();
  const { status, me, problem, login } = auth;
  const startLogin = status === 'anonymous' && problem !== 'provider-unavailable';
  const loadingLabel = useSessionLoadingLabel();

  useEffect(() => {
    if (startLogin) void login(wantedPath(location.state));
  }, [startLogin, login, location.state]);

  // A provider that answered after the loading screen gave up brings the user back to where they were.
  if (status === 'authenticated' && me?.role) return <Navigate to={wantedPath(location.state)} replace />;
  if (status === 'loading' || startLogin) {
    return <Spinner label={status === 'loading' ? loadingLabel : t('login.redirecting')} fullScreen />;
  }
  const message =
    status === 'anonymous'
      ? t('app.signInUnavailable')
      : problem === 'profile-unavailable'
        ? t('app.loadFailed')
        : t('login.noRole');
  return (
    <PublicLayout>
      <PageHeader title={t('login.title')} />
      <Alert tone="error">{message}</Alert>
      <p className="shell-actions">
        {status === 'anonymous' ? (
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        ) : (
          <Button variant="secondary" onClick={() => void auth.logout()}>
            {t('common.logout')}
          </Button>
        )}
      </p>
    </PublicLayout>
  );
}
