import { nextSchoolYear, schoolYearOf } from '../school-year.js';

export interface CourseFacts {
  courseState?: string | null;
  /** RFC 3339, as Classroom gives it. */
  creationTime?: string | null;
}

/**
 * Spec §9: an imported course is kept only if it is ACTIVE and was created in the current or the next
 * school year (September starts one), on the organisation's clock.
 */
export function isImportableCourse(course: CourseFacts, now: Date): boolean {
  if (course.courseState !== 'ACTIVE' || !course.creationTime) return false;
  const created = new Date(course.creationTime);
  if (Number.isNaN(created.getTime())) return false;
  const current = schoolYearOf(now);
  const year = schoolYearOf(created);
  return year === current || year === nextSchoolYear(current);
}

/** The school year an imported course's group belongs to: the one it was created in. */
export function courseSchoolYear(course: CourseFacts, now: Date): string {
  const created = course.creationTime ? new Date(course.creationTime) : now;
  return schoolYearOf(Number.isNaN(created.getTime()) ? now : created);
}
