import type { ClassroomStudent } from '../google/classroom-api.js';
import type { CourseStudentLink } from './push.store.js';

/**
 * Which Crescendo student is which Google user in a course: the roster's `userId` by e-mail address, for the
 * students identity knows (decision 0035). The import and the roster re-sync keep them.
 */
export function courseStudentLinks(
  roster: ClassroomStudent[],
  students: Array<{ email: string; userId: string | null }>,
): CourseStudentLink[] {
  const googleIdByEmail = new Map(
    roster.map((entry) => [entry.profile?.emailAddress?.trim().toLowerCase(), entry.userId] as const),
  );
  return students.flatMap(({ email, userId }) => {
    const googleUserId = googleIdByEmail.get(email.toLowerCase());
    return userId && googleUserId ? [{ userId, googleUserId }] : [];
  });
}
