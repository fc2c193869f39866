import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MusichatPage } from '@crescendo/chat-ui';
import { Alert, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';

/** 'Musichat' (/teacher/messages): the chat of the group chosen here or in the sidebar, its threads, announcements and notes. */
export function TeacherMessagesPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const { groupId, setGroupId } = useOutletContext<TeacherOutletContext>();
  const groups = useGroups();
  if (groups.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <MusichatPage
      groups={groups.data.groups.filter((group) => !group.archived)}
      groupId={groupId}
      onGroupChange={setGroupId}
      me={me?.id}
    />
  );
}
