const auth = 'https://www.googleapis.com/auth/';

/**
 * Spec §7, Classroom sign-in, as issue 11 narrows it: courses and rosters read-only, coursework (mine and the
 * students'), the roster's e-mails and photos, and who the user is. Calendar and Drive come when a feature
 * uses them (planning), not before.
 */
export const classroomScopes = [
  'openid',
  'email',
  'profile',
  `${auth}classroom.courses.readonly`,
  `${auth}classroom.rosters.readonly`,
  `${auth}classroom.coursework.me`,
  `${auth}classroom.coursework.students`,
  `${auth}classroom.profile.emails`,
  `${auth}classroom.profile.photos`,
];

/**
 * The spec's calendar scopes (§7), asked only by 'Publier dans Google Agenda' (issue 28 §7): the consent asks
 * these alone (with who the user is, for the ID token), the scopes already granted kept by Google
 * (`include_granted_scopes`).
 */
export const calendarScopes = [`${auth}calendar`, `${auth}calendar.events`];

export const calendarConsentScopes = ['openid', 'email', ...calendarScopes];

/** Whether a connection's granted scopes (space-separated, as Google answers them) cover the calendar ones. */
export function grantsCalendar(scopes: string): boolean {
  const granted = new Set(scopes.split(/\s+/));
  return calendarScopes.every((scope) => granted.has(scope));
}
