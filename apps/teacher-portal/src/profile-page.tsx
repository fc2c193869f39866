import { AccountStyles, ProfilePage } from '@crescendo/account-ui';
import { ReminderSettingsBlock } from '@crescendo/planning-ui';

/**
 * /teacher/profil: 'Mon Profil' (its title is in the layout's header), security, the danger zone, and the
 * teacher's 'Rappels' (issue 28 §3: mails and notifications before their groups' events).
 */
export function TeacherProfilePage() {
  return (
    <>
      <AccountStyles />
      <ProfilePage />
      <ReminderSettingsBlock />
    </>
  );
}
