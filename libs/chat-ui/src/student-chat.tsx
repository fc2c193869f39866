import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import type { Group } from '@crescendo/contracts';
import { Alert, EmptyState, SelectField } from '@crescendo/ui';
import { AnnouncementsPanel } from './announcements-panel.js';
import type { ConversationRef } from './chat-api.js';
import { ChatPanel } from './chat-panel.js';
import { ChatStyles } from './chat-styles.js';
import { CourseNotesPanel } from './course-notes-panel.js';
import { useChatLive } from './use-chat-live.js';

export interface StudentChatProps {
  groups: Group[];
  me: string | undefined;
}

/**
 * The student's Chat tab: one group's messages (600 px high, time HH:mm), or the private thread with its
 * teacher; the group's announcements above, its shared course notes below.
 */
export function StudentChat({ groups, me }: StudentChatProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const [chosen, setChosen] = useState<string | null>(null);
  const [direct, setDirect] = useState(false);
  const group = groups.find((candidate) => candidate.id === chosen) ?? groups[0] ?? null;
  const revoked = useChatLive(
    me,
    groups.map((candidate) => candidate.id),
  );
  const conversation: ConversationRef | null = useMemo(
    () => (group && me ? { groupId: group.id, studentId: direct ? me : null } : null),
    [group, me, direct],
  );

  if (groups.length === 0) return <EmptyState title={t('empty.noGroup')} />;
  return (
    <>
      <ChatStyles />
      <div className="ch-pickers">
        {groups.length > 1 && (
          <SelectField
            label={t('chat:groupLabel')}
            value={group?.id ?? ''}
            options={groups.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
        )}
        <SelectField
          label={t('chat:conversationLabel')}
          value={direct ? 'teacher' : 'group'}
          options={[
            { value: 'group', label: t('chat:wholeGroup') },
            ...(group?.teacherId ? [{ value: 'teacher', label: t('chat:withTeacher') }] : []),
          ]}
          onChange={(event) => setDirect(event.target.value === 'teacher')}
        />
      </div>
      {group && !group.teacherId && <p className="ch-muted">{t('empty.noTeacher')}</p>}
      {group && conversation && (
        <>
          <AnnouncementsPanel groupId={group.id} canManage={false} headingLevel={3} />
          {direct && <p className="ch-muted">{t('chat:directNote')}</p>}
          {revoked.has(group.id) ? (
            <Alert tone="error">{t('chat:revoked')}</Alert>
          ) : (
            <ChatPanel
              conversation={conversation}
              me={me}
              canModerate={false}
              receiverId={direct ? (group.teacherId ?? undefined) : undefined}
            />
          )}
          <CourseNotesPanel groupId={group.id} canManage={false} />
        </>
      )}
    </>
  );
}
