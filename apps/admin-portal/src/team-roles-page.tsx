import { useTranslation } from 'react-i18next';
import { AccountStyles, TeamPage } from '@crescendo/account-ui';
import { PageHeader } from '@crescendo/ui';

/** /admin/roles: 'Équipe' (issue 3 §15). */
export function TeamRolesPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountStyles />
      <PageHeader title={t('admin.pages.roles.title')} description={t('admin.pages.roles.description')} />
      <TeamPage />
    </>
  );
}
