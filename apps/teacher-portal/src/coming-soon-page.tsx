import { useTranslation } from 'react-i18next';
import { EmptyState } from '@crescendo/ui';

/** The body of a page that a later issue fills; its title is already in the layout's header. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <EmptyState title={t('common.comingSoon')} />;
}
