import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@crescendo/ui';

/** Shown in a portal's place when it is down; the rest of the shell keeps working. */
export function PortalUnavailable() {
  const { t } = useTranslation();
  return (
    <main id="main" className="shell-page" data-testid="portal-unavailable">
      <Alert tone="error">{t('portal.unavailable')}</Alert>
      <p className="shell-actions">
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/home">{t('common.back')}</Link>
        </Button>
      </p>
    </main>
  );
}
