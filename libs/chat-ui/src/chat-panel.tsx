import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '@crescendo/contracts';
import { Alert, Modal, Spinner, toast } from '@crescendo/ui';
import { useChatMutations, useMessages, type ConversationRef } from './chat-api.js';
import { Composer } from './composer.js';
import { MessageItem } from './message-item.js';

export interface ChatPanelProps {
  conversation: ConversationRef;
  me: string | undefined;
  /** The group's teacher or an admin: may delete messages. */
  canModerate: boolean;
  /** A direct thread's other party (the message's `receiverId`). */
  receiverId?: string;
  /** The live channel ended this group's access (a student removed from it). */
  revoked?: boolean;
}

/**
 * One conversation: its messages (600 px high, newest at the bottom, kept in place by the live channel),
 * the composer, and for its staff the delete action. Opening it marks its messages read, and so does each
 * new message that arrives while it is open.
 */
export function ChatPanel({ conversation, me, canModerate, receiverId, revoked }: ChatPanelProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const query = useMessages(revoked ? null : conversation);
  const mutations = useChatMutations();
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const messages = query.data?.messages ?? [];
  const last = messages.at(-1)?.id;
  const markRead = mutations.markRead.mutate;

  useEffect(() => {
    if (!revoked && query.isSuccess) markRead(conversation);
  }, [conversation.groupId, conversation.studentId, last, query.isSuccess, revoked]);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (revoked) return <Alert tone="error">{t('chat:revoked')}</Alert>;

  return (
    <div className="ch-panel">
      {query.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : query.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <div ref={log} className="ch-log" aria-label={t('chat:history')} role="log" tabIndex={0}>
          {messages.length === 0 ? (
            <p className="ch-empty">{t('empty.chat')}</p>
          ) : (
            <ol className="ch-list">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  me={me}
                  canDelete={canModerate}
                  onDelete={setToDelete}
                />
              ))}
            </ol>
          )}
        </div>
      )}
      <Composer
        onSend={(content) =>
          mutations.send.mutateAsync({ groupId: conversation.groupId, content, receiverId })
        }
      />
      <Modal
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('chat:deleteTitle')}
        description={t('chat:deleteText')}
        confirmLabel={t('chat:delete')}
        cancelLabel={t('chat:cancel')}
        danger
        onConfirm={() => {
          const message = toDelete;
          setToDelete(null);
          if (message) mutations.remove.mutateAsync(message.id).catch(() => toast.error(t('errors.delete')));
        }}
      />
    </div>
  );
}
