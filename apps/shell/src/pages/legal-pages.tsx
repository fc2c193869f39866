import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';

// Its own chunk: the contracts and the API client it asks with stay off the public first page (issue 9's budget).
const PrivacyOfficerSection = lazy(() =>
  import('./privacy-officer-section.js').then((module) => ({ default: module.PrivacyOfficerSection })),
);

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.privacy.title')} />
      <p>{t('pages.privacy.intro')}</p>
      <h2>{t('pages.privacy.collectedTitle')}</h2>
      <p>{t('pages.privacy.collected')}</p>
      <h2>{t('pages.privacy.purposeTitle')}</h2>
      <p>{t('pages.privacy.purpose')}</p>
      <p>{t('pages.privacy.use')}</p>
      <h2>{t('pages.privacy.retentionTitle')}</h2>
      <p>{t('pages.privacy.retention')}</p>
      <h2>{t('pages.privacy.rightsTitle')}</h2>
      <p>{t('pages.privacy.rights')}</p>
      <p>{t('pages.privacy.rightsDetail')}</p>
      <h2>{t('pages.privacy.contactTitle')}</h2>
      <p>{t('pages.privacy.contact')}</p>
      {/* The public pages render without the session (no AuthProvider above them): the platform's person in
          charge; a school's own is on its admins' 'Confidentialité'. */}
      <Suspense fallback={null}>
        <PrivacyOfficerSection organizationId={null} headed={false} />
      </Suspense>
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
