import { callRoute } from '@crescendo/web-auth';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getProfileRoute, type Profile } from '@crescendo/contracts';
import { Alert, Spinner } from '@crescendo/ui';
import { DangerZone } from '../danger/danger-zone.js';
import { PasswordBlock } from '../security/password-block.js';
import { TwoFactorBlock } from '../security/two-factor-block.js';
import { ProfileForm } from './profile-form.js';
import { AppSettingsPanel } from '../settings/app-settings.js';
import { DataDownloadBlock, StudentDataDownloadBlock } from '../privacy/data-download-block.js';

export const profileKey = ['identity', 'profile'];

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => callRoute(getProfileRoute) });
}

export interface ProfilePageProps {
  /** Show 'Paramètres de l'Application' (language, currency): every portal's profile has it (issue 32 §4). */
  settings?: boolean;
  /** Show the security blocks (password, two-factor). */
  security?: boolean;
  /** Show the danger zone (every user may delete their own account). */
  danger?: boolean;
  /** The admin's 'Supprimer l'organisation'. */
  canDeleteOrganization?: boolean;
  /** A school administrator's 'Données d’un élève' (an access request answered for a student). */
  studentArchives?: boolean;
}

/**
 * 'Mon Profil': the personal information, the application's settings, the security block, 'Télécharger mes
 * données' and the danger zone.
 */
export function ProfilePage({
  settings = true,
  security = true,
  danger = true,
  canDeleteOrganization = false,
  studentArchives = false,
}: ProfilePageProps) {
  const { t } = useTranslation(['translation', 'mailbox']);
  const queryClient = useQueryClient();
  const profile = useProfile();
  const store = (next: Profile) => queryClient.setQueryData(profileKey, next);

  if (profile.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (profile.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <>
      {profile.data.pendingEmail && (
        <Alert tone="info">{t('mailbox:profile.pendingEmail', { email: profile.data.pendingEmail })}</Alert>
      )}
      <ProfileForm key={profile.data.updatedAt} profile={profile.data} onSaved={store} />
      {settings && <AppSettingsPanel />}
      {security && <PasswordBlock />}
      {security && (
        <TwoFactorBlock
          enabled={profile.data.twoFactorEnabled}
          onChange={(enabled) => store({ ...profile.data, twoFactorEnabled: enabled })}
        />
      )}
      <DataDownloadBlock />
      {studentArchives && <StudentDataDownloadBlock />}
      {danger && <DangerZone canDeleteOrganization={canDeleteOrganization} />}
    </>
  );
}
