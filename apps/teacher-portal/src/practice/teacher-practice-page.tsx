import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PracticePage } from '@crescendo/practice-ui';
import { Alert, Spinner } from '@crescendo/ui';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';

/** 'Assigner une Pratique' (/teacher/devoirs): my groups' assignments, or the sidebar's group's. */
export function TeacherPracticePage() {
  const { t } = useTranslation();
  const { groupId } = useOutletContext<TeacherOutletContext>();
  const groups = useGroups();
  if (groups.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return <PracticePage groups={groups.data.groups} groupId={groupId} />;
}
