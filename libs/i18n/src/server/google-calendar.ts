import { formatTime } from '../format.js';
import type { MailLanguage } from './mails.js';
import { serverT } from './server-resources.js';

/** What an event written to Google Calendar says (issue 28 §7): its own fields, never a student. */
export interface GoogleCalendarEventText {
  title: string;
  cancelled: boolean;
  callAt: Date | null;
  bring: string | null;
  dressCode: string | null;
  description: string | null;
}

/**
 * The title and description of an event in the teacher's Google Calendar, with the reminders' words ('Heure
 * d'arrivée', 'À apporter', 'Tenue', 'Annulé : …'); the calendar's own name is 'Crescendo — <groupe>'.
 */
export const googleCalendarTexts = {
  calendarName: (groupName: string) => `Crescendo — ${groupName}`,
  event: (lang: MailLanguage, event: GoogleCalendarEventText) => {
    const t = serverT(lang, 'reminders');
    const lines = [
      ...(event.callAt ? [t('callTime', { time: formatTime(event.callAt, lang) })] : []),
      ...(event.bring ? [t('bring', { what: event.bring })] : []),
      ...(event.dressCode ? [t('dressCode', { what: event.dressCode })] : []),
      ...(event.description ? ['', event.description] : []),
    ];
    return {
      summary: event.cancelled ? t('push.cancelled', { title: event.title }) : event.title,
      description: lines.join('\n').trim(),
    };
  },
};
