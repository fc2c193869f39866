import { useTranslation } from 'react-i18next';
import { useUnread } from './chat-api.js';
import { useChatLive } from './use-chat-live.js';

/**
 * The sidebar's unread count (spec §2: Musichat with an unread-count badge): the user's own topic and every
 * group's are followed, so the count moves live; nothing shows at zero.
 */
export function UnreadBadge({ me, groupIds }: { me: string | undefined; groupIds: readonly string[] }) {
  const { t } = useTranslation('chat');
  useChatLive(me, groupIds);
  const total = useUnread(me !== undefined).data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span className="ch-badge" data-testid="unread-badge" aria-label={t('unread', { count: total })}>
      {total}
    </span>
  );
}
