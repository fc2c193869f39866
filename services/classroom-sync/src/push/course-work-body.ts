import type { Assignment } from '@crescendo/contracts';
import type { ClassroomCourseWork } from '../google/classroom-api.js';

/** Grades are out of 100 (spec §9). */
export const courseWorkMaxPoints = 100;

/**
 * Spec §7's body for `POST courses/{id}/courseWork`: PUBLISHED, ASSIGNMENT, every student of the course or the
 * chosen ones (their Google ids), MODIFIABLE_UNTIL_TURNED_IN, due date and time in UTC as Classroom reads them.
 */
export function courseWorkBody(
  assignment: Assignment,
  googleStudentIds: string[] | null,
): ClassroomCourseWork {
  const due = new Date(assignment.dueAt);
  return {
    title: assignment.title,
    description: assignment.description,
    state: 'PUBLISHED',
    workType: 'ASSIGNMENT',
    ...(googleStudentIds
      ? { assigneeMode: 'INDIVIDUAL_STUDENTS', individualStudentsOptions: { studentIds: googleStudentIds } }
      : { assigneeMode: 'ALL_STUDENTS' }),
    submissionModificationMode: 'MODIFIABLE_UNTIL_TURNED_IN',
    dueDate: { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() },
    dueTime: { hours: due.getUTCHours(), minutes: due.getUTCMinutes() },
    maxPoints: courseWorkMaxPoints,
  };
}
