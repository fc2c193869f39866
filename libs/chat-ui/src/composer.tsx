import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { messageContentMax } from '@crescendo/contracts';
import { Button, TextAreaField, toast } from '@crescendo/ui';

export interface ComposerProps {
  onSend: (content: string) => Promise<unknown>;
}

/** Spec §5: an empty message is not sent. Enter sends, Shift+Enter breaks the line. */
export function Composer({ onSend }: ComposerProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = text.trim() === '';

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (empty || sending) return;
    setSending(true);
    try {
      await onSend(text);
      setText('');
      toast.success(t('success.messageSent'));
    } catch {
      toast.error(t('errors.messageSend'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="ch-composer" onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={t('chat:messageLabel')}
        value={text}
        maxLength={messageContentMax}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
        hint={t('chat:length', { count: text.length, max: messageContentMax })}
      />
      <div className="ch-composer__row">
        <Button type="submit" disabled={empty || sending}>
          {sending ? t('chat:sending') : t('chat:send')}
        </Button>
      </div>
    </form>
  );
}
