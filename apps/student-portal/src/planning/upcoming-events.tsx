import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  listImportedDaysRoute,
  listOccurrencesRoute,
  type ImportedDay,
  type PlanningOccurrence,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { formatDate, formatTime, type Language } from '@crescendo/i18n';
import { Alert, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { useLanguage } from '@crescendo/web-kit';
import { CalendarSubscription } from './calendar-subscription.js';

/** How far 'À venir' looks, and how many it shows. */
const upcomingDays = 60;
const upcomingMax = 5;

type Upcoming =
  | { kind: 'event'; startsAt: string; occurrence: PlanningOccurrence }
  | { kind: 'day'; startsAt: string; day: ImportedDay };

/**
 * 'À venir' (issue 28 §2): the next events of the student's groups and the school's, with the call time and
 * what to bring; a cancelled one shows 'Annulé'. The school's imported days (a pedagogical day, a week off)
 * come in their place in time: a student learns there is no rehearsal that day.
 */
export function UpcomingEvents() {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const today = dayOf(new Date());
  const range = { from: today, to: shiftDay(today, upcomingDays), limit: upcomingMax };
  const upcoming = useQuery({
    queryKey: ['planning', 'upcoming', today],
    queryFn: ({ signal }) => callRoute(listOccurrencesRoute, { query: range, signal }),
  });
  const importedDays = useQuery({
    queryKey: ['planning', 'upcoming', 'imported-days', today],
    queryFn: ({ signal }) => callRoute(listImportedDaysRoute, { query: range, signal }),
  });
  const now = Date.now();
  const items: Upcoming[] = [
    ...(upcoming.data?.occurrences ?? [])
      .filter((occurrence) => Date.parse(occurrence.endsAt) > now)
      .map((occurrence): Upcoming => ({ kind: 'event', startsAt: occurrence.startsAt, occurrence })),
    ...(importedDays.data?.days ?? [])
      .filter((day) => day.lastDay >= today && (day.allDay || Date.parse(day.endsAt) > now))
      .map((day): Upcoming => ({ kind: 'day', startsAt: day.startsAt, day })),
  ]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, upcomingMax);
  return (
    <section aria-labelledby="upcoming-events" className="student-upcoming">
      <h3 id="upcoming-events">{t('planning:upcoming.title')}</h3>
      {upcoming.isPending || importedDays.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : upcoming.isError || importedDays.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p>{t('planning:upcoming.empty')}</p>
      ) : (
        <ul className="student-upcoming__list">
          {items.map((item) =>
            item.kind === 'event' ? (
              <UpcomingEvent key={item.occurrence.occurrenceId} occurrence={item.occurrence} lang={lang} />
            ) : (
              <UpcomingImportedDay key={`day-${item.day.id}`} day={item.day} lang={lang} />
            ),
          )}
        </ul>
      )}
      <CalendarSubscription />
    </section>
  );
}

function UpcomingEvent({ occurrence, lang }: { occurrence: PlanningOccurrence; lang: Language }) {
  const { t } = useTranslation('planning');
  const { event, startsAt, callAt } = occurrence;
  return (
    <li>
      <strong>{event.title}</strong> — {formatDate(startsAt, lang)}, {formatTime(startsAt, lang)}
      {event.place ? ` · ${event.place}` : ''}
      {event.status === 'cancelled' && <span className="student-upcoming__cancelled"> {t('cancelled')}</span>}
      {callAt && <div>{t('callAt', { time: formatTime(callAt, lang) })}</div>}
      {event.bring && <div>{t('bring', { what: event.bring })}</div>}
      {event.dressCode && <div>{t('dressCode', { what: event.dressCode })}</div>}
    </li>
  );
}

/** A day of the school's imported calendars: its days (a week off spans several) or its hours, and whence. */
function UpcomingImportedDay({ day, lang }: { day: ImportedDay; lang: Language }) {
  const { t } = useTranslation('planning');
  const date = (value: string) => formatDate(`${value}T12:00:00Z`, lang);
  const when = day.allDay
    ? day.firstDay === day.lastDay
      ? `${date(day.firstDay)}, ${t('imports.allDay')}`
      : `${date(day.firstDay)} – ${date(day.lastDay)}`
    : `${formatDate(day.startsAt, lang)}, ${formatTime(day.startsAt, lang)}–${formatTime(day.endsAt, lang)}`;
  return (
    <li className="student-upcoming__day">
      <strong>{day.title}</strong> — {when}
      <div>{t('imports.badge', { calendar: day.calendarName })}</div>
    </li>
  );
}
