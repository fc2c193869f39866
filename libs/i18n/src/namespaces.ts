import type { Namespace } from './french.js';

/** Every namespace of the catalogue, in the order of `french.ts` (a test checks they are the same). */
export const namespaces = [
  'translation',
  'account',
  'mailbox',
  'finance',
  'practiceStudent',
  'practiceTeacher',
  'chat',
  'rosterResync',
  'classroomImport',
  'durations',
  'board',
  'inventory',
  'maestro',
  'membership',
  'planning',
  'reports',
  'goals',
  'recordings',
  'teacherCalendar',
  'inventoryLabels',
  'inventoryRepairs',
  'inventoryPlan',
  'inventoryBoard',
  'inventoryPhotos',
  'reminderSettings',
  'privacyDesk',
  'maestroComments',
  'parentalConsent',
] as const satisfies readonly Namespace[];

/** What the signed-out public pages say (the landing page's banners among them): bundled with the first page. */
export const firstPageNamespaces = ['translation', 'classroomImport'] as const satisfies readonly Namespace[];
