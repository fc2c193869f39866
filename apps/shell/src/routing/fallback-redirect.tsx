import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';

/** Any unknown path: /dashboard when signed in, /home otherwise. */
export function FallbackRedirect() {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label={t('app.loadingShort')} fullScreen />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/home'} replace />;
}
