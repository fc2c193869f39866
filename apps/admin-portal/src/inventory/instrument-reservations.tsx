import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '@crescendo/i18n';
import { Alert, Spinner } from '@crescendo/ui';
import { LoadMoreButton } from '@crescendo/web-kit';
import { useUpcomingReservations } from './repairs-api.js';

/**
 * An instrument's upcoming reservations for planning events (issue 28 §7): when, and the event's title as the
 * planning sent it, soonest first, a page at a time.
 */
export function InstrumentReservations({ instrumentId }: { instrumentId: string }) {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryRepairs']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const pages = useUpcomingReservations(instrumentId);
  const reservations = pages.data?.pages.flatMap((page) => page.reservations) ?? [];
  return (
    <>
      <h3 className="cr-inventory__subheading">{t('inventoryRepairs:reservations.heading')}</h3>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : reservations.length === 0 ? (
        <p>{t('inventoryRepairs:reservations.empty')}</p>
      ) : (
        <ul className="cr-inventory__repairs">
          {reservations.map((reservation) => (
            <li key={reservation.id}>
              {t('inventoryRepairs:reservations.line', {
                from: formatDateTime(reservation.startsAt, lang),
                until: formatTime(reservation.endsAt, lang),
                title: reservation.title,
              })}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('inventory:loadMore')} />
    </>
  );
}
