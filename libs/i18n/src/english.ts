import { accountEn } from './locales/account.en.js';
import { boardEn } from './locales/board.en.js';
import { chatEn } from './locales/chat.en.js';
import { classroomImportEn } from './locales/classroom-import.en.js';
import { durationsEn } from './locales/durations.en.js';
import { en } from './locales/en.js';
import { financeEn } from './locales/finance.en.js';
import { inventoryEn } from './locales/inventory.en.js';
import { inventoryLabelsEn } from './locales/inventory-labels.en.js';
import { inventoryRepairsEn } from './locales/inventory-repairs.en.js';
import { inventoryPlanEn } from './locales/inventory-plan.en.js';
import { inventoryBoardEn } from './locales/inventory-board.en.js';
import { inventoryPhotosEn } from './locales/inventory-photos.en.js';
import { maestroEn } from './locales/maestro.en.js';
import { mailboxEn } from './locales/mailbox.en.js';
import { membershipEn } from './locales/membership.en.js';
import { planningEn } from './locales/planning.en.js';
import { reportsEn } from './locales/reports.en.js';
import { goalsEn } from './locales/goals.en.js';
import { recordingsEn } from './locales/recordings.en.js';
import { practiceStudentEn } from './locales/practice-student.en.js';
import { practiceTeacherEn } from './locales/practice-teacher.en.js';
import { rosterResyncEn } from './locales/roster-resync.en.js';
import { teacherCalendarEn } from './locales/teacher-calendar.en.js';
import { reminderSettingsEn } from './locales/reminder-settings.en.js';
import { privacyDeskEn } from './locales/privacy-desk.en.js';
import { maestroCommentsEn } from './locales/maestro-comments.en.js';
import { parentalConsentEn } from './locales/parental-consent.en.js';
import type { Namespace } from './french.js';

/**
 * The English catalogues. A browser loads them only once someone chooses English (init.ts): the signed-out
 * first page carries French alone (issue 9's budget).
 */
export const english = {
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
  goals: goalsEn,
  recordings: recordingsEn,
  teacherCalendar: teacherCalendarEn,
  inventoryLabels: inventoryLabelsEn,
  inventoryRepairs: inventoryRepairsEn,
  inventoryPlan: inventoryPlanEn,
  inventoryBoard: inventoryBoardEn,
  inventoryPhotos: inventoryPhotosEn,
  reminderSettings: reminderSettingsEn,
  privacyDesk: privacyDeskEn,
  maestroComments: maestroCommentsEn,
  parentalConsent: parentalConsentEn,
} as const satisfies Record<Namespace, object>;
