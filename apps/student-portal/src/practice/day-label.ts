import { intlLocale, type Language } from '@crescendo/i18n';
import type { CalendarDay } from '@crescendo/domain';

/**
 * A calendar day ('YYYY-MM-DD', already on the organisation's calendar) in words: '5 mars 2026'. Read at
 * midnight UTC and written in UTC, so no time zone moves it to the day before.
 */
export function dayLabel(day: CalendarDay, lang: Language, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale[lang], options).format(new Date(`${day}T00:00:00Z`));
}
