import { AccountStyles, ProfilePage } from '@crescendo/account-ui';

/** /teacher/profil: 'Mon Profil' (its title is in the layout's header), security and the danger zone. */
export function TeacherProfilePage() {
  return (
    <>
      <AccountStyles />
      <ProfilePage />
    </>
  );
}
