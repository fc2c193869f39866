import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { PublicLayout } from '../layout/public-layout.js';

/**
 * /signup: the identity provider's sign-up page (keycloak-js `register()`), so passwords never pass
 * through the app; the new user comes back signed in to /role-selection. Signed in already: role selection.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const { status, problem, register } = useAuth();
  const start = status === 'anonymous' && problem !== 'provider-unavailable';

  useEffect(() => {
    if (start) void register('/role-selection', i18n.resolvedLanguage);
  }, [start, register, i18n.resolvedLanguage]);

  if (status === 'authenticated') return <Navigate to="/role-selection" replace />;
  if (status === 'loading' || start) {
    return (
      <Spinner
        label={status === 'loading' ? t('app.loadingShort') : t('pages.signup.redirecting')}
        fullScreen
      />
    );
  }
  return (
    <PublicLayout>
      <PageHeader title={t('pages.signup.title')} description={t('pages.signup.text')} />
      <Alert tone="error">{t('app.signInUnavailable')}</Alert>
      <p className="shell-actions">
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </p>
      <p>
        {t('pages.signup.haveAccount')} <Link to="/login">{t('landing.nav.login')}</Link>
      </p>
    </PublicLayout>
  );
}
