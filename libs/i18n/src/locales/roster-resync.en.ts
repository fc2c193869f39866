import type { CatalogueShape } from './catalogue.js';
import type { rosterResyncFr } from './roster-resync.fr.js';

/** `rosterResyncFr` in English: same keys (the type checks it). */
export const rosterResyncEn = {
  title: 'Google Classroom sync',
  resync: 'Sync again',
  never: 'Not synced again since the import.',
  lastSynced: 'Last sync: {{date}}',
  queued: 'Sync requested…',
  running: 'Syncing…',
  reconnect:
    'The Google connection that reads this course expired or was removed. Reconnect Google, then sync again.',
  failed: 'The last sync failed: {{reason}}',
  pendingTitle: 'Change waiting for your approval',
  pendingIntro:
    'Google Classroom would remove {{leaving}} of {{count}} students (more than 20 %). Nothing changes without your approval.',
  foundAt: 'Found on {{date}}',
  joins: 'Joining the group',
  leaves: 'Leaving the group',
  newAccount: 'new account',
  approve: 'Approve',
  reject: 'Reject',
  started: 'Sync started.',
  approved: 'Change applied to the group.',
  rejected: 'Change rejected: the group stays as it is.',
} as const satisfies CatalogueShape<typeof rosterResyncFr>;
