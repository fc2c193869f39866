import type { CatalogueShape } from './catalogue.js';
import type { classroomImportFr } from './classroom-import.fr.js';

/** `classroomImportFr` in English: same keys (the type checks it). */
export const classroomImportEn = {
  backToGroups: 'Back to my groups',
  checking: 'Checking your Google session…',
  connection: {
    connectedAs: 'Google connected: {{email}}',
    notConnected: 'Google is not connected.',
    connect: 'Connect Google',
    disconnect: 'Disconnect Google',
    disconnectTitle: 'Disconnect Google?',
    disconnectText: 'Crescendo will no longer reach your Google Classroom. Groups already imported are kept.',
    disconnected: 'Google disconnected',
    disconnectFailed: 'Error while disconnecting Google. Please try again.',
  },
  connect: {
    title: 'Connect Google Classroom',
    mustConnect: 'You must be connected to import groups from Google Classroom',
    sessionExpired: 'Your Google session has expired. Do you want to reconnect now?',
    explanation:
      'You will be sent to Google to allow Crescendo to read your Google Classroom courses and rosters and to post assignments there. Your Google access stays on our servers.',
    go: 'Continue with Google',
    reconnect: 'Reconnect',
    failed: 'Connecting with Google failed.',
  },
  selection: {
    forTeacher: 'Import for the teacher',
    title: 'Import from Google Classroom',
    text: 'Choose the courses to import as groups.',
    legend: 'Google Classroom courses',
    all: 'Select all',
    imported: 'Already imported: will be updated',
    confirm: 'Import ({{count}})',
  },
  progress: {
    title: 'Importing…',
    label: 'Import progress',
    count: '{{processed}} / {{total}} group(s) processed',
    hide: 'Hide',
    states: {
      queued: 'Waiting',
      running: 'In progress',
      created: 'New',
      updated: 'Updated',
      failed: 'Failed',
    },
  },
  result: {
    summary:
      'Import finished: {{processed}} group(s) processed, {{created}} new, {{updated}} updated, {{failed}} failed.',
    failedCourses: 'Failed: {{names}}.',
    checkPermissions:
      'No group could be imported. Check the Google Classroom permissions granted to Crescendo (courses and rosters) and that the Google Classroom API is enabled, then reconnect with Google.',
  },
  errors: {
    checkFailed: 'Error while checking your Google session. Please try again.',
    noCourses: 'No group found in your Google Classroom.',
    importFailed: 'Error while importing the groups. Please try again.',
    unexpected: 'An error occurred during the import. Please try again.',
    groupsCreationFailed: 'Error while creating the groups. Please try again.',
  },
} as const satisfies CatalogueShape<typeof classroomImportFr>;
