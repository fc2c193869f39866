import { useTranslation } from 'react-i18next';
import type { Message } from '@crescendo/contracts';
import { formatTime } from '@crescendo/i18n';
import { Button } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';

export interface MessageItemProps {
  message: Message;
  me: string | undefined;
  canDelete: boolean;
  onDelete: (message: Message) => void;
}

/** One message: sender (or 'Utilisateur inconnu'), time HH:mm, its text as text (never HTML), or that it was removed. */
export function MessageItem({ message, me, canDelete, onDelete }: MessageItemProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const language = useLanguage();
  const mine = message.senderId !== null && message.senderId === me;
  const sender = mine ? t('chat:you') : (message.senderName ?? t('empty.unknownUser'));
  const time = formatTime(message.createdAt, language);
  return (
    <li className={mine ? 'ch-message ch-message--mine' : 'ch-message'} data-message-id={message.id}>
      <div className="ch-message__head">
        <span className="ch-message__sender">{sender}</span>
        <time className="ch-message__time" dateTime={message.createdAt}>
          {time}
        </time>
      </div>
      {message.deletedAt ? (
        <p className="ch-message__removed">{t('chat:deleted')}</p>
      ) : message.content === null ? (
        <p className="ch-message__removed">{t('chat:erased')}</p>
      ) : (
        <p className="ch-message__text">{message.content}</p>
      )}
      {canDelete && !message.deletedAt && (
        <Button
          variant="secondary"
          aria-label={t('chat:deleteLabel', { name: sender, time })}
          onClick={() => onDelete(message)}
        >
          {t('chat:delete')}
        </Button>
      )}
    </li>
  );
}
