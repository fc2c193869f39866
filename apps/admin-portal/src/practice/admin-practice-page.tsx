import { useTranslation } from 'react-i18next';
import { PracticePage } from '@crescendo/practice-ui';
import { Alert, PageHeader, Spinner } from '@crescendo/ui';
import { useOrganizationGroups } from '../groups/admin-groups-api.js';

/** Admin 'Pratiques' (/admin/devoirs): the organisation's assignments, no group preselected (spec §2). */
export function AdminPracticePage() {
  const { t } = useTranslation();
  const groups = useOrganizationGroups();
  return (
    <>
      <PageHeader title={t('admin.pages.devoirs.title')} description={t('admin.pages.devoirs.description')} />
      {groups.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : groups.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <PracticePage groups={groups.data.groups} groupId={null} />
      )}
    </>
  );
}
