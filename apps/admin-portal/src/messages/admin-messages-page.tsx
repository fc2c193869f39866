import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLog, MusichatPage } from '@crescendo/chat-ui';
import { Alert, PageHeader, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useOrganizationGroups } from '../groups/admin-groups-api.js';

/** Admin 'Messages' (/admin/messages): the chats of the organisation's groups, and the deletions' log. */
export function AdminMessagesPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const groups = useOrganizationGroups();
  const [groupId, setGroupId] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('admin.pages.messages.title')}
        description={t('admin.pages.messages.description')}
      />
      {groups.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : groups.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <MusichatPage
            groups={groups.data.groups}
            groupId={groupId}
            onGroupChange={setGroupId}
            me={me?.id}
          />
          <div style={{ marginTop: 'var(--cr-space-6)' }}>
            <AuditLog groups={groups.data.groups} />
          </div>
        </>
      )}
    </>
  );
}
