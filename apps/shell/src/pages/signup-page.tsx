import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.signup.title')} description={t('pages.signup.text')} />
      <p className="shell-actions">
        <Button asChild>
          <Link to="/role-selection">{t('pages.signup.chooseRole')}</Link>
        </Button>
      </p>
      <p>
        {t('pages.signup.haveAccount')} <Link to="/login">{t('landing.nav.login')}</Link>
      </p>
    </PublicLayout>
  );
}
