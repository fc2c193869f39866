import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningOccurrence } from '@crescendo/contracts';

export interface EventSummaryProps {
  occurrence: PlanningOccurrence;
  /** Each group's name by its id: the event's audience, or the whole school. */
  groupName: ReadonlyMap<string, string>;
  /** A time in the reader's language ('19 h 00'). */
  time: (value: string) => string;
  /** The page's own classes: `${classPrefix}__title`, `${classPrefix}__cancelled`. */
  classPrefix: string;
  /** More lines under the call time (what to bring, the dress code). */
  children?: ReactNode;
}

/**
 * One event of the calendar as the admin's 'Planification' and the teacher's 'Calendrier' both say it: its times and
 * title ('Annulé' once cancelled), its type, audience and place, and its call time.
 */
export function EventSummary({ occurrence, groupName, time, classPrefix, children }: EventSummaryProps) {
  const { t } = useTranslation('planning');
  const { event } = occurrence;
  const audience = event.groupIds.length
    ? event.groupIds
        .map((id) => groupName.get(id) ?? '')
        .filter(Boolean)
        .join(', ')
    : t('wholeSchool');
  return (
    <div>
      <p>
        {time(occurrence.startsAt)}–{time(occurrence.endsAt)}{' '}
        <span className={`${classPrefix}__title`}>{event.title}</span>{' '}
        {event.status === 'cancelled' ? (
          <span className={`${classPrefix}__cancelled`}>{t('cancelled')}</span>
        ) : null}
      </p>
      <p>{[t(`types.${event.type}`), audience, event.place].filter(Boolean).join(' · ')}</p>
      {occurrence.callAt ? <p>{t('callAt', { time: time(occurrence.callAt) })}</p> : null}
      {event.equipment?.length ? (
        <p>
          {t('equipment.summary', {
            items: event.equipment
              .map((item) => t('equipment.item', { assetNumber: item.assetNumber, type: item.type }))
              .join(', '),
          })}
        </p>
      ) : null}
      {children}
    </div>
  );
}
