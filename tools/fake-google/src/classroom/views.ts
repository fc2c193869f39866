import { SCOPE } from '../oauth/scopes.js';
import type { Course, CourseWork, Student, StudentSubmission } from '../state/types.js';

/** The JSON Google returns for a course. Absent optional fields are omitted, as at Google. */
export function courseView(course: Course, baseUrl: string): Record<string, unknown> {
  return {
    id: course.id,
    name: course.name,
    section: course.section,
    description: course.description,
    room: course.room,
    ownerId: course.ownerId,
    creationTime: course.creationTime,
    updateTime: course.updateTime,
    enrollmentCode: course.enrollmentCode,
    courseState: course.courseState,
    alternateLink: `${baseUrl}/c/${course.id}`,
    guardiansEnabled: false,
  };
}

/** E-mail and photo appear only with the `classroom.profile.*` scopes, as at Google. */
export function studentView(
  student: Student,
  courseId: string,
  scopes: readonly string[],
  baseUrl: string,
): Record<string, unknown> {
  const profile: Record<string, unknown> = {
    id: student.userId,
    name: {
      givenName: student.givenName,
      familyName: student.familyName,
      fullName: `${student.givenName} ${student.familyName}`,
    },
  };
  if (scopes.includes(SCOPE.profileEmails)) profile.emailAddress = student.email;
  if (scopes.includes(SCOPE.profilePhotos))
    profile.photoUrl = student.photoUrl ?? `${baseUrl}/avatars/${student.userId}.svg`;
  return { courseId, userId: student.userId, profile };
}

export function courseWorkView(work: CourseWork, baseUrl: string): Record<string, unknown> {
  const { submissions: _submissions, ...shown } = work;
  return { ...shown, alternateLink: `${baseUrl}/c/${work.courseId}/a/${work.id}/details` };
}

export function submissionView(submission: StudentSubmission, baseUrl: string): Record<string, unknown> {
  return {
    ...submission,
    courseWorkType: 'ASSIGNMENT',
    alternateLink: `${baseUrl}/c/${submission.courseId}/a/${submission.courseWorkId}/submissions/by-status/and-sort-last-name/student/${submission.userId}`,
  };
}
