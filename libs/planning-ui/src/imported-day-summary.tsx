import { useTranslation } from 'react-i18next';
import type { ImportedDay } from '@crescendo/contracts';
import { shiftDay, type DayRange } from '@crescendo/domain';

/** The days of a period an imported day or event covers (a week off spans several). */
export function importedDaysWithin(item: ImportedDay, range: DayRange): string[] {
  const first = item.firstDay < range.from ? range.from : item.firstDay;
  const last = item.lastDay > range.to ? range.to : item.lastDay;
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) days.push(day);
  return days;
}

export interface ImportedDaySummaryProps {
  item: ImportedDay;
  /** A time in the reader's language ('19 h 00'). */
  time: (value: string) => string;
  /** The page's own classes: `${classPrefix}__title`, `${classPrefix}__badge`. */
  classPrefix: string;
}

/**
 * A day of an imported calendar (the board's pedagogical day, read-only: changed by importing it again) as the
 * admin's 'Planification' and the teacher's 'Calendrier' both say it: 'Toute la journée' or its times, its title,
 * and the calendar it comes from.
 */
export function ImportedDaySummary({ item, time, classPrefix }: ImportedDaySummaryProps) {
  const { t } = useTranslation('planning');
  return (
    <div>
      <p>
        {item.allDay ? t('imports.allDay') : `${time(item.startsAt)}–${time(item.endsAt)}`}{' '}
        <span className={`${classPrefix}__title`}>{item.title}</span>
      </p>
      <p className={`${classPrefix}__badge`}>{t('imports.badge', { calendar: item.calendarName })}</p>
    </div>
  );
}
