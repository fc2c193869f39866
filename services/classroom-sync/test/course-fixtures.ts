import { schoolYearOf } from '@crescendo/domain';
import type { CourseSeed, StudentSeed } from '@crescendo/fake-google';

/** A creation time in this school year (September's `day`), never in the future: an importable course. */
export function thisSchoolYear(day: number, now = new Date()): string {
  const start = Number(schoolYearOf(now).slice(0, 4));
  return new Date(Math.min(Date.UTC(start, 8, day, 13), now.getTime() - 60_000)).toISOString();
}

/** `n` students of a roster, `<prefix>1@ecole.test`…, named Élève1… of the family `prefix`. */
export function roster(n: number, prefix: string): StudentSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${i + 1}@ecole.test`,
    givenName: `Élève${i + 1}`,
    familyName: prefix,
  }));
}

/** A teacher's `n` importable courses `MUS100 — <teacher>`…, one student each. */
export function teacherCourses(teacher: string, n: number): CourseSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `MUS${i + 1}00 — ${teacher}`,
    creationTime: thisSchoolYear(2 + i),
    students: [{ email: `${teacher}.${i}@ecole.test`, givenName: 'Élève', familyName: String(i) }],
  }));
}
