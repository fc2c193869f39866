import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOccurrencesRoute } from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { formatDate, formatTime } from '@crescendo/i18n';
import { Alert, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { useLanguage } from '@crescendo/web-kit';
import { CalendarSubscription } from './calendar-subscription.js';

/** How far 'À venir' looks, and how many it shows. */
const upcomingDays = 60;
const upcomingMax = 5;

/**
 * 'À venir' (issue 28 §2): the next events of the student's groups and the school's, with the call time and
 * what to bring; a cancelled one shows 'Annulé'.
 */
export function UpcomingEvents() {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const today = dayOf(new Date());
  const upcoming = useQuery({
    queryKey: ['planning', 'upcoming', today],
    queryFn: ({ signal }) =>
      callRoute(listOccurrencesRoute, {
        query: { from: today, to: shiftDay(today, upcomingDays), limit: upcomingMax },
        signal,
      }),
  });
  const now = Date.now();
  const occurrences = (upcoming.data?.occurrences ?? []).filter((o) => Date.parse(o.endsAt) > now);
  return (
    <section aria-labelledby="upcoming-events" className="student-upcoming">
      <h3 id="upcoming-events">{t('planning:upcoming.title')}</h3>
      {upcoming.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : upcoming.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : occurrences.length === 0 ? (
        <p>{t('planning:upcoming.empty')}</p>
      ) : (
        <ul className="student-upcoming__list">
          {occurrences.map(({ occurrenceId, event, startsAt, callAt }) => (
            <li key={occurrenceId}>
              <strong>{event.title}</strong> — {formatDate(startsAt, lang)}, {formatTime(startsAt, lang)}
              {event.place ? ` · ${event.place}` : ''}
              {event.status === 'cancelled' && (
                <span className="student-upcoming__cancelled"> {t('planning:cancelled')}</span>
              )}
              {callAt && <div>{t('planning:callAt', { time: formatTime(callAt, lang) })}</div>}
              {event.bring && <div>{t('planning:bring', { what: event.bring })}</div>}
              {event.dressCode && <div>{t('planning:dressCode', { what: event.dressCode })}</div>}
            </li>
          ))}
        </ul>
      )}
      <CalendarSubscription />
    </section>
  );
}
