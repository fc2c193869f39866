import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@crescendo/ui';
import type { AdminPage } from './pages.js';

/** A page whose content comes with a later issue: its title, its purpose, and nothing that pretends to work. */
export function ComingSoonPage({ page }: { page: AdminPage }) {
  const { t } = useTranslation();
  const title = t(`admin.pages.${page}.title`);
  return (
    <>
      <PageHeader title={title} description={t(`admin.pages.${page}.description`)} />
      <EmptyState title={t('common.comingSoon')} />
    </>
  );
}
