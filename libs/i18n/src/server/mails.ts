import { sayDuration, type DurationUnit } from '../durations.js';
import { formatDate } from '../format.js';
import { serverT } from './server-resources.js';

/**
 * The mails identity sends, French and English: a subject, paragraphs and at most one link (the action),
 * their words in the `mails` namespace. Identity renders each as plain text and simple HTML in the
 * recipient's language.
 */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** After the link: how long it works, what to do if the mail was not expected. */
  footer: string[];
}

export type MailLanguage = 'fr' | 'en';

type Role = 'admin' | 'teacher' | 'student';

const say = (lang: MailLanguage) => serverT(lang, 'mails');

/** 'Ce lien est valable 2 heures et ne sert qu’une fois.' */
const linkValidity = (lang: MailLanguage, unit: DurationUnit, count: number) =>
  say(lang)('linkValidity', { duration: sayDuration(unit, count, lang) });

export const mailTexts = {
  verifyEmail: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validHours: number },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('verifyEmail.subject'),
      paragraphs: [t('greeting', { firstName: p.firstName }), t('verifyEmail.body')],
      action: { label: t('verifyEmail.action'), url: p.url },
      footer: [linkValidity(lang, 'hours', p.validHours), t('verifyEmail.ignore')],
    };
  },

  signupAttempt: (lang: MailLanguage, p: { firstName: string; loginUrl: string }): MailContent => {
    const t = say(lang);
    return {
      subject: t('signupAttempt.subject'),
      paragraphs: [
        t('greeting', { firstName: p.firstName }),
        t('signupAttempt.body'),
        t('signupAttempt.ifYou'),
      ],
      action: { label: t('signupAttempt.action'), url: p.loginUrl },
      footer: [t('signupAttempt.notYou')],
    };
  },

  invitation: (
    lang: MailLanguage,
    p: { organization: string; role: Role; url: string; validDays: number },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('invitation.subject', { organization: p.organization }),
      paragraphs: [
        t('invitation.body', { organization: p.organization, role: t(`roles.${p.role}`) }),
        t('invitation.howTo'),
      ],
      action: { label: t('invitation.action'), url: p.url },
      footer: [linkValidity(lang, 'days', p.validDays), t('invitation.ignore')],
    };
  },

  confirmEmailChange: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validHours: number },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('confirmEmailChange.subject'),
      paragraphs: [t('greeting', { firstName: p.firstName }), t('confirmEmailChange.body')],
      action: { label: t('confirmEmailChange.action'), url: p.url },
      footer: [linkValidity(lang, 'hours', p.validHours), t('confirmEmailChange.ignore')],
    };
  },

  emailChangeRequested: (lang: MailLanguage, p: { firstName: string; newEmail: string }): MailContent => {
    const t = say(lang);
    return {
      subject: t('emailChangeRequested.subject'),
      paragraphs: [
        t('greeting', { firstName: p.firstName }),
        t('emailChangeRequested.body', { newEmail: p.newEmail }),
      ],
      footer: [t('emailChangeRequested.notYou')],
    };
  },

  addressInUse: (lang: MailLanguage, p: { firstName: string }): MailContent => {
    const t = say(lang);
    return {
      subject: t('addressInUse.subject'),
      paragraphs: [t('greeting', { firstName: p.firstName }), t('addressInUse.body')],
      footer: [t('addressInUse.nothingToDo')],
    };
  },

  passwordReset: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validMinutes: number },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('passwordReset.subject'),
      paragraphs: [t('greeting', { firstName: p.firstName }), t('passwordReset.body')],
      action: { label: t('passwordReset.action'), url: p.url },
      footer: [linkValidity(lang, 'minutes', p.validMinutes), t('passwordReset.ignore')],
    };
  },

  passwordChanged: (lang: MailLanguage, p: { firstName: string }): MailContent => {
    const t = say(lang);
    return {
      subject: t('passwordChanged.subject'),
      paragraphs: [t('greeting', { firstName: p.firstName }), t('passwordChanged.body')],
      footer: [t('passwordChanged.notYou')],
    };
  },

  /** A student created by a teacher's Google Classroom import (spec §4): how to sign in. */
  classroomWelcome: (
    lang: MailLanguage,
    p: { firstName: string; teacher: string; group: string; email: string; loginUrl: string },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('classroomWelcome.subject'),
      paragraphs: [
        t('greeting', { firstName: p.firstName }),
        t('classroomWelcome.body', { teacher: p.teacher, group: p.group, email: p.email }),
        t('classroomWelcome.howTo'),
      ],
      action: { label: t('classroomWelcome.action'), url: p.loginUrl },
      footer: [t('classroomWelcome.ignore')],
    };
  },

  /** 'Télécharger mes données' (issue 31 §2): the archive is ready, behind a single-use link. */
  dataArchive: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validDays: number; forName?: string },
  ): MailContent => {
    const t = say(lang);
    return {
      subject: t('dataArchive.subject'),
      paragraphs: [
        t('greeting', { firstName: p.firstName }),
        p.forName ? t('dataArchive.bodyFor', { name: p.forName }) : t('dataArchive.body'),
        t('dataArchive.contents'),
      ],
      action: { label: t('dataArchive.action'), url: p.url },
      footer: [linkValidity(lang, 'days', p.validDays), t('dataArchive.ignore')],
    };
  },
  /**
   * Parents and under-14s (issue 31 §7): a school asks a parent's consent for a feature, or an agreement for
   * one item (`summary`: a loan, a trip) of the parent, or of the student aged 14 or more (`studentFirstName`).
   */
  parentalConsent: (
    lang: MailLanguage,
    p: {
      student: string;
      school: string;
      feature: 'recordingSharing' | 'practicePlan' | 'loanAgreement' | 'trip';
      url: string;
      validDays: number;
      summary?: string;
      /** The student signs themself (14 or more): the mail is theirs. */
      studentFirstName?: string;
    },
  ): MailContent => {
    const t = say(lang);
    const feature = t(`parentalConsent.features.${p.feature}`);
    const item = p.summary ? [t('parentalConsent.item', { summary: p.summary })] : [];
    if (p.studentFirstName)
      return {
        subject: t('parentalConsent.subjectStudent', { feature }),
        paragraphs: [
          t('parentalConsent.greetingStudent', { firstName: p.studentFirstName }),
          t('parentalConsent.bodyStudent', { school: p.school, feature }),
          ...item,
          t('parentalConsent.readAndAnswer'),
        ],
        action: { label: t('parentalConsent.action'), url: p.url },
        footer: [t('parentalConsent.validity', { days: p.validDays }), t('parentalConsent.ignoreStudent')],
      };
    return {
      subject: t('parentalConsent.subject', { student: p.student, feature }),
      paragraphs: [
        t('parentalConsent.greeting'),
        t('parentalConsent.body', { school: p.school, student: p.student, feature }),
        ...item,
        p.summary ? t('parentalConsent.readAndAnswer') : t('parentalConsent.why'),
        t('parentalConsent.withdraw'),
      ],
      action: { label: t('parentalConsent.action'), url: p.url },
      footer: [t('parentalConsent.validity', { days: p.validDays }), t('parentalConsent.ignore')],
    };
  },
  /**
   * 'Prolonger de 10 jours' (issue 31 §6): the written notice a public body sends the requester before its
   * 20 days end (Access Act, s. 47), with the new last day and whom to write to.
   */
  privacyExtension: (
    lang: MailLanguage,
    p: {
      name: string;
      school: string;
      receivedOn: string;
      dueOn: string;
      officer: { name: string; email: string };
    },
  ): MailContent => {
    const t = say(lang);
    const day = (value: string) => formatDate(`${value}T12:00:00Z`, lang);
    return {
      subject: t('privacyExtension.subject', { school: p.school }),
      paragraphs: [
        t('privacyExtension.greeting', { name: p.name }),
        t('privacyExtension.body', { school: p.school, receivedOn: day(p.receivedOn) }),
        t('privacyExtension.newDeadline', { dueOn: day(p.dueOn) }),
        t('privacyExtension.contact', { officer: p.officer.name, email: p.officer.email }),
      ],
      footer: [t('privacyExtension.law')],
    };
  },
} as const;

/** A calendar day (YYYY-MM-DD) said long, the same day wherever the server runs. */
const longDay = (day: string, lang: MailLanguage) => formatDate(`${day}T12:00:00Z`, lang);

/**
 * What an item's agreement is for (issue 31 §7 with 27 §4 and 28 §6), as the mail and the parent's page say it:
 * the loaned instrument and its return day, or the outing and its days; nobody else named; at most 200 characters.
 */
export const agreementSummaries = {
  loan: (lang: MailLanguage, p: { instrument: string; asset: string; dueOn: string }): string => {
    const t = say(lang);
    const tail = t('parentalConsent.summaries.loan', {
      instrument: '',
      asset: p.asset,
      day: longDay(p.dueOn, lang),
    });
    const instrument = p.instrument.slice(0, Math.max(0, 200 - tail.length)).trim();
    return t('parentalConsent.summaries.loan', {
      instrument,
      asset: p.asset,
      day: longDay(p.dueOn, lang),
    }).slice(0, 200);
  },
  trip: (lang: MailLanguage, p: { title: string; day: string; endDay: string | null }): string => {
    const t = say(lang);
    const text =
      p.endDay && p.endDay !== p.day
        ? t('parentalConsent.summaries.tripDays', {
            title: p.title,
            from: longDay(p.day, lang),
            to: longDay(p.endDay, lang),
          })
        : t('parentalConsent.summaries.tripOneDay', { title: p.title, day: longDay(p.day, lang) });
    return text.slice(0, 200);
  },
};

/**
 * A trip's parts on the student's ledger (issue 28 §6): the purchase's item ('Sortie : <titre> — acompte', 200
 * characters at most) and the reasons an unpaid one is cancelled.
 */
export const tripPurchaseWords = {
  item: (lang: MailLanguage, p: { title: string; kind: 'deposit' | 'balance' }): string =>
    say(lang)(`parentalConsent.tripPurchases.${p.kind}`, { title: p.title }).slice(0, 200),
  amountChanged: (lang: MailLanguage): string => say(lang)('parentalConsent.tripPurchases.amountChanged'),
  tripCancelled: (lang: MailLanguage): string => say(lang)('parentalConsent.tripPurchases.tripCancelled'),
};
