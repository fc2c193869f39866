import { useTranslation } from 'react-i18next';
import { AccountStyles, ProfilePage } from '@crescendo/account-ui';
import { ReminderSettingsBlock } from '@crescendo/planning-ui';
import { PageHeader } from '@crescendo/ui';

/**
 * /admin/profil: 'Mon Profil', security, the danger zone with 'Supprimer l'organisation' (spec §2, §6), and the
 * admin's 'Rappels' (issue 28 §3: mails and notifications before the school's events).
 */
export function AdminProfilePage() {
  const { t } = useTranslation(['translation', 'account']);
  return (
    <>
      <AccountStyles />
      <PageHeader title={t('account:profile.title')} description={t('admin.pages.profil.description')} />
      <ProfilePage canDeleteOrganization studentArchives />
      <ReminderSettingsBlock />
    </>
  );
}
