import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StaffPurchasesPage } from '@crescendo/finance-ui';
import { Alert, Spinner } from '@crescendo/ui';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';

/** 'Achats' (/teacher/achats): my groups' students' purchases, or the sidebar's group's (issue 13 §2). */
export function TeacherPurchasesPage() {
  const { t } = useTranslation();
  const { groupId } = useOutletContext<TeacherOutletContext>();
  const groups = useGroups();
  if (groups.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    // A new sidebar choice starts the page's filters on that group.
    <StaffPurchasesPage
      key={groupId ?? 'all'}
      groups={groups.data.groups}
      groupId={groupId}
      allScope="mes-groupes"
    />
  );
}
