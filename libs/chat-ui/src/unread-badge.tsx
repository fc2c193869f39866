import { useTranslation } from 'react-i18next';
import { useUnread } from './chat-api.js';
import { useChatLive } from './use-chat-live.js';

// The sidebar shows the badge on every page, where the chat's own styles are not loaded.
const badgeCss = `.ch-unread-badge { display: inline-block; min-width: 1.5em; padding: 0 6px; margin-left: var(--cr-space-2); border-radius: 999px; background: #b91c1c; color: #fff; font-size: 0.8rem; font-weight: 700; text-align: center; line-height: 1.5; }`;

/**
 * The sidebar's unread count (spec §2: Musichat with an unread-count badge): the user's own topic and every
 * group's are followed, so the count moves live; nothing shows at zero. The link reads 'Musichat (5 non lu(s))',
 * as the chat's pickers say a count: the number is drawn as a badge, its words are said to a screen reader.
 */
export function UnreadBadge({ me, groupIds }: { me: string | undefined; groupIds: readonly string[] }) {
  const { t } = useTranslation('chat');
  useChatLive(me, groupIds);
  const total = useUnread(me !== undefined).data?.total ?? 0;
  if (total === 0) return null;
  return (
    <>
      <style>{badgeCss}</style>
      <span className="ch-unread-badge" data-testid="unread-badge" aria-hidden="true">
        {total}
      </span>
      <span className="cr-visually-hidden">({t('unread', { count: total })})</span>
    </>
  );
}
