const AUTH = 'https://www.googleapis.com/auth/';

export const SCOPE = {
  openid: 'openid',
  email: `${AUTH}userinfo.email`,
  profile: `${AUTH}userinfo.profile`,
  courses: `${AUTH}classroom.courses`,
  coursesReadonly: `${AUTH}classroom.courses.readonly`,
  rosters: `${AUTH}classroom.rosters`,
  rostersReadonly: `${AUTH}classroom.rosters.readonly`,
  profileEmails: `${AUTH}classroom.profile.emails`,
  profilePhotos: `${AUTH}classroom.profile.photos`,
  courseworkMe: `${AUTH}classroom.coursework.me`,
  courseworkMeReadonly: `${AUTH}classroom.coursework.me.readonly`,
  courseworkStudents: `${AUTH}classroom.coursework.students`,
  courseworkStudentsReadonly: `${AUTH}classroom.coursework.students.readonly`,
  calendar: `${AUTH}calendar`,
  calendarEvents: `${AUTH}calendar.events`,
  calendarReadonly: `${AUTH}calendar.readonly`,
  driveFile: `${AUTH}drive.file`,
} as const;

const KNOWN = new Set<string>(Object.values(SCOPE));

/** Google answers short `email` and `profile` with their long names; so do we. */
const ALIASES: Record<string, string> = { email: SCOPE.email, profile: SCOPE.profile };

/** The scopes a Classroom call accepts: any one of them is enough. */
export const REQUIRED = {
  coursesRead: [SCOPE.courses, SCOPE.coursesReadonly],
  rostersRead: [SCOPE.rosters, SCOPE.rostersReadonly],
  courseWorkWrite: [SCOPE.courseworkStudents],
  courseWorkRead: [
    SCOPE.courseworkStudents,
    SCOPE.courseworkStudentsReadonly,
    SCOPE.courseworkMe,
    SCOPE.courseworkMeReadonly,
  ],
  /** Grading and returning: only the teacher's scope on the students' work. */
  submissionsWrite: [SCOPE.courseworkStudents],
  /** Calendar v3: a new calendar needs the whole `calendar` scope; events take `calendar.events` too. */
  calendarsWrite: [SCOPE.calendar],
  calendarEventsWrite: [SCOPE.calendar, SCOPE.calendarEvents],
  calendarEventsRead: [SCOPE.calendar, SCOPE.calendarEvents, SCOPE.calendarReadonly],
} as const;

export type ScopeParse = { ok: true; scopes: string[] } | { ok: false; unknown: string };

export function parseScopes(raw: string): ScopeParse {
  const scopes: string[] = [];
  for (const word of raw.split(/[\s+]+/).filter(Boolean)) {
    const scope = ALIASES[word] ?? word;
    if (!KNOWN.has(scope)) return { ok: false, unknown: word };
    if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { ok: true, scopes };
}

export function hasAnyScope(granted: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.some((scope) => granted.includes(scope));
}
