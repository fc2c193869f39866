import { useTranslation } from 'react-i18next';
import { AccountStyles, ProfilePage } from '@crescendo/account-ui';
import { PageHeader } from '@crescendo/ui';

/** /admin/profil of a board administrator: 'Mon Profil' and security; the board is not deleted from here. */
export function BoardProfilePage() {
  const { t } = useTranslation(['translation', 'account']);
  return (
    <>
      <AccountStyles />
      <PageHeader title={t('account:profile.title')} />
      <ProfilePage />
    </>
  );
}
