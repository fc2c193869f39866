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
