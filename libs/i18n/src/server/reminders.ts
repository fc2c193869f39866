import { formatDate, formatTime } from '../format.js';
import type { MailContent, MailLanguage } from './mails.js';
import { serverT } from './server-resources.js';

/** What a reminder says of an event: its own fields, never a student. */
export interface ReminderEvent {
  title: string;
  /** The occurrence's start and call time (instants; shown in the school's time zone). */
  startsAt: Date;
  callAt: Date | null;
  place: string | null;
  bring: string | null;
  dressCode: string | null;
}

const say = (lang: MailLanguage) => serverT(lang, 'reminders');

function details(lang: MailLanguage, event: ReminderEvent): string[] {
  const t = say(lang);
  return [
    t('when', { day: formatDate(event.startsAt, lang) }),
    ...(event.callAt ? [t('callTime', { time: formatTime(event.callAt, lang) })] : []),
    t('start', { time: formatTime(event.startsAt, lang) }),
    ...(event.place ? [t('place', { place: event.place })] : []),
    ...(event.bring ? [t('bring', { what: event.bring })] : []),
    ...(event.dressCode ? [t('dressCode', { what: event.dressCode })] : []),
  ];
}

/** A notification's words: what the service worker shows (issue 28 §3). */
export interface PushTexts {
  title: string;
  body: string;
}

/** The planning's reminder mails (issue 28 §3), each in its reader's language, from the `reminders` namespace. */
export const reminderTexts = {
  /** The day before, or two hours before the call time (else the start). */
  reminder: (lang: MailLanguage, kind: 'day-before' | 'two-hours', event: ReminderEvent): MailContent => {
    const t = say(lang);
    const key = kind === 'day-before' ? 'dayBefore' : 'twoHours';
    const at = event.callAt ?? event.startsAt;
    return {
      subject: t(`${key}.subject`, {
        title: event.title,
        day: formatDate(event.startsAt, lang),
        time: formatTime(at, lang),
      }),
      paragraphs: [t('greeting'), t(`${key}.body`, { title: event.title }), details(lang, event).join('\n')],
      footer: [t('why'), t('settings')],
    };
  },

  /** 'Annulé', once: `coming` is how many of its dates were still ahead (a weekly series: several). */
  cancelled: (lang: MailLanguage, event: ReminderEvent, coming: number): MailContent => {
    const t = say(lang);
    return {
      subject: t('cancelled.subject', { title: event.title }),
      paragraphs: [
        t('greeting'),
        t('cancelled.body', { title: event.title, count: coming }),
        t('cancelled.firstDay', { day: formatDate(event.startsAt, lang) }),
      ],
      footer: [t('why')],
    };
  },

  /**
   * A notification on a device: the event's title, then its date (the day before, a cancellation), its call
   * time (else its start) and its place.
   */
  push: (
    lang: MailLanguage,
    kind: 'day-before' | 'two-hours' | 'cancelled',
    event: ReminderEvent,
  ): PushTexts => {
    const t = say(lang);
    const key = kind === 'day-before' ? 'dayBefore' : kind === 'two-hours' ? 'twoHours' : 'cancelled';
    const lines = [
      ...(kind === 'two-hours' ? [] : [t('when', { day: formatDate(event.startsAt, lang) })]),
      event.callAt
        ? t('callTime', { time: formatTime(event.callAt, lang) })
        : t('start', { time: formatTime(event.startsAt, lang) }),
      ...(event.place ? [t('place', { place: event.place })] : []),
    ];
    return { title: t(`push.${key}`, { title: event.title }), body: lines.join('\n') };
  },
};
