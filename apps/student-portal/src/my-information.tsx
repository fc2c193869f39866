import { useTranslation } from 'react-i18next';
import { useAuth } from '@crescendo/web-auth';

/** Spec §2: the side panel 'Mes Informations'. The group comes with the groups issue. */
export function MyInformation() {
  const { t } = useTranslation();
  const { me } = useAuth();
  return (
    <aside aria-labelledby="my-information" className="cr-empty">
      <h2 id="my-information" className="cr-empty__title">
        {t('student.myInfo')}
      </h2>
      {me?.instrument ? (
        <p>
          {t('student.instrument')} : {me.instrument}
        </p>
      ) : (
        <p>{t('common.comingSoon')}</p>
      )}
    </aside>
  );
}
