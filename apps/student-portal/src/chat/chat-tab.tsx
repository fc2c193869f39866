import { useTranslation } from 'react-i18next';
import { StudentChat } from '@crescendo/chat-ui';
import { Alert, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useMyGroups } from '../my-groups.js';

/** The Chat tab: my group's chat, or the private thread with its teacher. */
export function ChatTab() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const groups = useMyGroups();
  if (groups.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return <StudentChat groups={groups.data.groups} me={me?.id} />;
}
