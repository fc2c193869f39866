import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppSettingsPanel,
  DangerZone,
  DataDownloadBlock,
  ProfileForm,
  TwoFactorBlock,
  profileKey,
  useProfile,
} from '@crescendo/account-ui';
import type { Profile } from '@crescendo/contracts';
import { ReminderSettingsBlock } from '@crescendo/planning-ui';
import { Alert, Spinner, Tabs } from '@crescendo/ui';

const profileTabs = ['personal', 'settings'] as const;
type ProfileTab = (typeof profileTabs)[number];

/**
 * The Profil tab (spec §2): 'Informations Personnelles' and 'Paramètres de l'Application', where the student also
 * sets their 'Rappels' (issue 28 §3).
 */
export function ProfileTab() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProfileTab>('personal');
  return (
    <Tabs
      label={t('student.tabs.profil')}
      items={profileTabs.map((value) => ({ value, label: t(`student.profileTabs.${value}`) }))}
      value={tab}
      onValueChange={(value) => setTab(value as ProfileTab)}
    >
      {tab === 'personal' ? (
        <PersonalInformation />
      ) : (
        <>
          <AppSettingsPanel />
          <ReminderSettingsBlock />
        </>
      )}
    </Tabs>
  );
}

function PersonalInformation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const store = (next: Profile) => queryClient.setQueryData(profileKey, next);
  if (profile.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (profile.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <>
      <ProfileForm key={profile.data.updatedAt} profile={profile.data} onSaved={store} />
      <TwoFactorBlock
        enabled={profile.data.twoFactorEnabled}
        onChange={(enabled) => store({ ...profile.data, twoFactorEnabled: enabled })}
      />
      <DataDownloadBlock />
      <DangerZone canDeleteOrganization={false} />
    </>
  );
}
