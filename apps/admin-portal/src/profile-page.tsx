import { useTranslation } from 'react-i18next';
import { AccountStyles, ProfilePage } from '@crescendo/account-ui';
import { PageHeader } from '@crescendo/ui';

/** /admin/profil: 'Mon Profil', security, and the danger zone with 'Supprimer l'organisation' (spec §2, §6). */
export function AdminProfilePage() {
  const { t } = useTranslation(['translation', 'account']);
  return (
    <>
      <AccountStyles />
      <PageHeader title={t('account:profile.title')} description={t('admin.pages.profil.description')} />
      <ProfilePage canDeleteOrganization studentArchives />
    </>
  );
}
