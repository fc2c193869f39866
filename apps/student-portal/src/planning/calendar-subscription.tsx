import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createFeedRoute } from '@crescendo/contracts';
import { Button, TextField } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';

/**
 * "S'abonner au calendrier": a private address for a calendar app, shown once (only its hash is kept);
 * asking again gives a new one and the previous one stops answering ('Nouveau lien').
 */
export function CalendarSubscription() {
  const { t } = useTranslation(['translation', 'planning']);
  const feed = useMutation({ mutationFn: () => callRoute(createFeedRoute, { body: {} }) });
  const address = feed.data ? new URL(feed.data.path, window.location.origin).toString() : null;
  return (
    <div className="student-upcoming__feed">
      <Button
        variant="secondary"
        disabled={feed.isPending}
        onClick={() =>
          void withToasts(feed.mutateAsync(), t('planning:feed.ready'), t('app.loadFailed')).catch(
            () => undefined,
          )
        }
      >
        {address ? t('planning:feed.rotate') : t('planning:feed.subscribe')}
      </Button>
      {address && (
        <TextField
          label={t('planning:feed.address')}
          hint={t('planning:feed.addressHint')}
          readOnly
          value={address}
        />
      )}
    </div>
  );
}
