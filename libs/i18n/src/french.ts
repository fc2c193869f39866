import { accountFr } from './locales/account.fr.js';
import { boardFr } from './locales/board.fr.js';
import { chatFr } from './locales/chat.fr.js';
import { classroomImportFr } from './locales/classroom-import.fr.js';
import { durationsFr } from './locales/durations.fr.js';
import { financeFr } from './locales/finance.fr.js';
import { fr } from './locales/fr.js';
import { inventoryFr } from './locales/inventory.fr.js';
import { inventoryLabelsFr } from './locales/inventory-labels.fr.js';
import { inventoryRepairsFr } from './locales/inventory-repairs.fr.js';
import { inventoryPlanFr } from './locales/inventory-plan.fr.js';
import { inventoryBoardFr } from './locales/inventory-board.fr.js';
import { inventoryPhotosFr } from './locales/inventory-photos.fr.js';
import { maestroFr } from './locales/maestro.fr.js';
import { mailboxFr } from './locales/mailbox.fr.js';
import { membershipFr } from './locales/membership.fr.js';
import { planningFr } from './locales/planning.fr.js';
import { reportsFr } from './locales/reports.fr.js';
import { goalsFr } from './locales/goals.fr.js';
import { recordingsFr } from './locales/recordings.fr.js';
import { practiceStudentFr } from './locales/practice-student.fr.js';
import { practiceTeacherFr } from './locales/practice-teacher.fr.js';
import { rosterResyncFr } from './locales/roster-resync.fr.js';
import { teacherCalendarFr } from './locales/teacher-calendar.fr.js';
import { reminderSettingsFr } from './locales/reminder-settings.fr.js';
import { privacyDeskFr } from './locales/privacy-desk.fr.js';
import { maestroCommentsFr } from './locales/maestro-comments.fr.js';
import { parentalConsentFr } from './locales/parental-consent.fr.js';

/**
 * The French catalogues, one namespace per feature and `translation` for the shell's and the portals' common
 * words: bundled with the first page (French first), and the types every language and every `t` follow.
 */
export const french = {
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
  goals: goalsFr,
  recordings: recordingsFr,
  teacherCalendar: teacherCalendarFr,
  inventoryLabels: inventoryLabelsFr,
  inventoryRepairs: inventoryRepairsFr,
  inventoryPlan: inventoryPlanFr,
  inventoryBoard: inventoryBoardFr,
  inventoryPhotos: inventoryPhotosFr,
  reminderSettings: reminderSettingsFr,
  privacyDesk: privacyDeskFr,
  maestroComments: maestroCommentsFr,
  parentalConsent: parentalConsentFr,
} as const;

/** The French catalogue of each namespace: the types every language and every `t` follow. */
export type Catalogues = typeof french;
export type Namespace = keyof Catalogues;
/** The common namespace (the default one). */
export type Catalogue = Catalogues['translation'];
