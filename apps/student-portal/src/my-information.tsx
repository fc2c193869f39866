import { useTranslation } from 'react-i18next';
import { useAuth } from '@crescendo/web-auth';
import { DebtBox } from './finance/debt-box.js';
import { useMyGroups } from './my-groups.js';
import { PracticeOverview } from './practice/practice-overview.js';

/** Spec §2: the side panel 'Mes Informations': instrument, groups and practice statistics. */
export function MyInformation() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const groups = useMyGroups().data?.groups;
  return (
    <aside aria-labelledby="my-information" className="cr-empty student-info">
      <h2 id="my-information" className="cr-empty__title">
        {t('student.myInfo')}
      </h2>
      <p>
        {t('student.instrument')} : {me?.instrument ?? t('groups.students.noInstrument')}
      </p>
      {groups && groups.length === 0 && <p>{t('empty.noGroup')}</p>}
      {groups && groups.length > 0 && (
        <>
          <h3>{t('groups.students.groups')}</h3>
          <ul aria-label={t('groups.students.groups')}>
            {groups.map((group) => (
              <li key={group.id}>{group.name}</li>
            ))}
          </ul>
        </>
      )}
      {me?.role === 'student' && <PracticeOverview />}
      {me?.role === 'student' && <DebtBox />}
    </aside>
  );
}
