import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.pricing.title')} />
      <p>{t('pages.pricing.text')}</p>
      <Button asChild>
        <Link to="/role-selection">{t('pages.pricing.start')}</Link>
      </Button>
    </PublicLayout>
  );
}
