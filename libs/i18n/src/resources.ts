import { accountEn } from './locales/account.en.js';
import { accountFr } from './locales/account.fr.js';
import { boardEn } from './locales/board.en.js';
import { boardFr } from './locales/board.fr.js';
import { chatEn } from './locales/chat.en.js';
import { chatFr } from './locales/chat.fr.js';
import { classroomImportEn } from './locales/classroom-import.en.js';
import { classroomImportFr } from './locales/classroom-import.fr.js';
import { durationsEn } from './locales/durations.en.js';
import { durationsFr } from './locales/durations.fr.js';
import { en } from './locales/en.js';
import { financeEn } from './locales/finance.en.js';
import { financeFr } from './locales/finance.fr.js';
import { fr } from './locales/fr.js';
import { inventoryEn } from './locales/inventory.en.js';
import { inventoryFr } from './locales/inventory.fr.js';
import { maestroEn } from './locales/maestro.en.js';
import { maestroFr } from './locales/maestro.fr.js';
import { mailboxEn } from './locales/mailbox.en.js';
import { mailboxFr } from './locales/mailbox.fr.js';
import { membershipEn } from './locales/membership.en.js';
import { membershipFr } from './locales/membership.fr.js';
import { planningEn } from './locales/planning.en.js';
import { planningFr } from './locales/planning.fr.js';
import { reportsEn } from './locales/reports.en.js';
import { reportsFr } from './locales/reports.fr.js';
import { practiceStudentEn } from './locales/practice-student.en.js';
import { practiceStudentFr } from './locales/practice-student.fr.js';
import { practiceTeacherEn } from './locales/practice-teacher.en.js';
import { practiceTeacherFr } from './locales/practice-teacher.fr.js';
import { rosterResyncEn } from './locales/roster-resync.en.js';
import { rosterResyncFr } from './locales/roster-resync.fr.js';
import type { Language } from './languages.js';

export { en, fr };

/**
 * i18next resources: one namespace per feature, and `translation` for the shell's and the portals' common words:
 * each is typed on its own, so `useTranslation('finance')` checks its keys without inferring every
 * feature's keys at once (the merged catalogue went past TypeScript's depth limit).
 */
const french = {
  translation: fr,
  account: accountFr,
  mailbox: mailboxFr,
  finance: financeFr,
  practiceStudent: practiceStudentFr,
  practiceTeacher: practiceTeacherFr,
  chat: chatFr,
  rosterResync: rosterResyncFr,
  classroomImport: classroomImportFr,
  durations: durationsFr,
  board: boardFr,
  inventory: inventoryFr,
  maestro: maestroFr,
  membership: membershipFr,
  planning: planningFr,
  reports: reportsFr,
} as const;

/** The French catalogue of each namespace: the types every language and every `t` follow. */
export type Catalogues = typeof french;
export type Namespace = keyof Catalogues;
/** The common namespace (the default one). */
export type Catalogue = Catalogues['translation'];

export const resources = {
  fr: french,
  en: {
    translation: en,
    account: accountEn,
    mailbox: mailboxEn,
    finance: financeEn,
    practiceStudent: practiceStudentEn,
    practiceTeacher: practiceTeacherEn,
    chat: chatEn,
    rosterResync: rosterResyncEn,
    classroomImport: classroomImportEn,
    durations: durationsEn,
    board: boardEn,
    inventory: inventoryEn,
    maestro: maestroEn,
    membership: membershipEn,
    planning: planningEn,
    reports: reportsEn,
  },
} as const satisfies Record<Language, Record<Namespace, object>>;

export const namespaces = Object.keys(resources.fr) as Namespace[];
