import { useTranslation } from 'react-i18next';
import { PageHeader } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.privacy.title')} />
      <p>{t('pages.privacy.intro')}</p>
      <p>{t('pages.privacy.use')}</p>
      <p>{t('pages.privacy.rights')}</p>
    </PublicLayout>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.terms.title')} />
      <p>{t('pages.terms.intro')}</p>
      <p>{t('pages.terms.use')}</p>
      <p>{t('pages.terms.accounts')}</p>
    </PublicLayout>
  );
}
