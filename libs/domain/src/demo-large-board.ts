/**
 * The large demo board (issue 25 §7): 60 schools, 1 500 teachers, 30 000 students and a school year of
 * practice, loaded only when asked (`DEMO_BOARD_SCALE=large npm start`). Identity, groups and homework each
 * write their part with set-based SQL and derive the same ids on their own (`largeBoardId`), so that no
 * service waits for another.
 */
export const largeDemoBoard = {
  id: '00000000-0000-4000-8000-0000000b1a00',
  name: 'Centre de services scolaire des Grands-Lacs (démo, 60 écoles)',
  domain: 'grands-lacs.demo.crescendo.ca',
  schools: 60,
  teachersPerSchool: 25,
  studentsPerSchool: 500,
  /** Groups 1 to 19 share the school's students but the last 3 (about 26 each), named by course code in turn;
   * group 20, 'Ensemble de jazz' (no course code: programme `other`), holds those 3: a small group ('< 5'). */
  groupsPerSchool: 20,
  smallGroupStudents: 3,
  /** Practice: the 40 weeks up to today, each student two days a week. */
  practiceWeeks: 40,
  /** Assignments: one per group each week of the last 13 (a term), due on Wednesday, 80 % handed in. */
  assignmentWeeks: 13,
} as const;

/** The board's administrator and school n's administrator (signing in with the demo password). */
export const largeBoardAdminEmail = `direction@${largeDemoBoard.domain}`;
export const largeSchoolAdminEmail = (school: number) =>
  `direction-ecole-${String(school).padStart(2, '0')}@${largeDemoBoard.domain}`;

export type LargeBoardIdKind =
  'school' | 'teacher' | 'student' | 'admin' | 'group' | 'assignment' | 'report' | 'submission';

/**
 * The SQL of the id of the `kind` numbered by the SQL expression `n` (a text key: '7', or '7:3' for a
 * group's week): a uuid derived from its md5, the same in every service's schema.
 */
export function largeBoardId(kind: LargeBoardIdKind, n: string): string {
  // Version 4 and variant 8 set, as every uuid the contracts accept.
  return `overlay(overlay(md5('crescendo-large-board:${kind}:' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;
}

/**
 * How many of the large board's schools to load: none unless the services start with `DEMO_BOARD_SCALE=large`
 * (and `DEMO_MODE`); then `DEMO_BOARD_SCHOOLS` of them (1 to 60, default 60), so that the benchmark can measure
 * a school with one school in the database, then with 60 (schools are added, never removed).
 */
export function largeBoardSchoolsAsked(scale: string, schools: number): number {
  return scale === 'large' ? Math.min(Math.max(Math.trunc(schools), 1), largeDemoBoard.schools) : 0;
}
