import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import type { Group } from '@crescendo/contracts';
import { EmptyState, SelectField } from '@crescendo/ui';
import { useProfiles } from '@crescendo/web-kit';
import { AnnouncementsPanel } from './announcements-panel.js';
import { useUnread, type ConversationRef } from './chat-api.js';
import { ChatPanel } from './chat-panel.js';
import { ChatStyles } from './chat-styles.js';
import { CourseNotesPanel } from './course-notes-panel.js';
import { useChatLive } from './use-chat-live.js';

export interface MusichatPageProps {
  /** The groups whose chats the user sees: a teacher's own, the organisation's for an admin. */
  groups: Group[];
  groupId: string | null;
  onGroupChange: (groupId: string | null) => void;
  me: string | undefined;
}

/**
 * The staff's Musichat (teacher's /teacher/messages, admin's /admin/messages): a group picker (spec §5: a group
 * must be selected), the group's chat or a direct thread with one of its students, its announcements and notes.
 */
export function MusichatPage({ groups, groupId, onGroupChange, me }: MusichatPageProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  const [studentId, setStudentId] = useState<string | null>(null);
  const unread = useUnread().data;
  const names = useProfiles(group?.studentIds ?? [], { enabled: group !== null });
  const revoked = useChatLive(me, group ? [group.id] : []);
  const thread = studentId && group?.studentIds.includes(studentId) ? studentId : null;
  const conversation: ConversationRef | null = useMemo(
    () => (group ? { groupId: group.id, studentId: thread } : null),
    [group, thread],
  );
  const canManage = group !== null && group.viewerCan.includes('teach');

  const countOf = (id: string) => unread?.groups.find((entry) => entry.groupId === id)?.count ?? 0;
  const directCountOf = (student: string) =>
    unread?.direct.find((entry) => entry.groupId === group?.id && entry.studentId === student)?.count ?? 0;
  const withCount = (label: string, count: number) =>
    count > 0 ? `${label} (${t('chat:unread', { count })})` : label;
  const nameOf = (id: string) => {
    const profile = names.data?.profiles.find((candidate) => candidate.id === id);
    return profile ? `${profile.firstName} ${profile.lastName}`.trim() : t('empty.unknownUser');
  };

  return (
    <>
      <ChatStyles />
      <div className="ch-pickers">
        <SelectField
          label={t('chat:groupLabel')}
          value={groupId ?? ''}
          placeholder={t('chat:chooseGroup')}
          options={groups.map((candidate) => ({
            value: candidate.id,
            label: withCount(candidate.name, countOf(candidate.id)),
          }))}
          onChange={(event) => {
            setStudentId(null);
            onGroupChange(event.target.value === '' ? null : event.target.value);
          }}
        />
        {group && (
          <SelectField
            label={t('chat:conversationLabel')}
            value={thread ?? ''}
            options={[
              { value: '', label: withCount(t('chat:wholeGroup'), countOf(group.id)) },
              ...group.studentIds.map((id) => ({
                value: id,
                label: withCount(t('chat:directWith', { name: nameOf(id) }), directCountOf(id)),
              })),
            ]}
            onChange={(event) => setStudentId(event.target.value === '' ? null : event.target.value)}
          />
        )}
      </div>
      {!group || !conversation ? (
        <EmptyState title={t('chat:chooseGroup')} />
      ) : (
        <div className="ch-layout">
          <div>
            {thread && <p className="ch-muted">{t('chat:directNote')}</p>}
            <ChatPanel
              conversation={conversation}
              me={me}
              canModerate={canManage}
              receiverId={thread ?? undefined}
              revoked={revoked.has(group.id)}
            />
          </div>
          <div className="ch-side">
            <AnnouncementsPanel groupId={group.id} canManage={canManage} />
            <CourseNotesPanel groupId={group.id} canManage={canManage} />
          </div>
        </div>
      )}
    </>
  );
}
