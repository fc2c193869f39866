import type { RequestContext } from '../http/context.js';
import { userIdFor } from '../state/ids.js';
import type { Course } from '../state/types.js';
import { sendApiError } from './api-error.js';
import type { Caller } from './bearer.js';

export function isTeacher(course: Course, userId: string): boolean {
  return course.ownerId === userId;
}

export function canView(course: Course, userId: string): boolean {
  return isTeacher(course, userId) || course.students.some((s) => s.userId === userId);
}

/** `me`, an e-mail address or a numeric user id, as Classroom's `teacherId`/`studentId`/`userId` accept. */
export function resolveUserId(value: string, caller: Caller): string {
  if (value === 'me') return caller.userId;
  return value.includes('@') ? userIdFor(value) : value;
}

/** The course of `:courseId` the caller may see, or answers 404/403 and returns undefined. */
export function visibleCourse(ctx: RequestContext, caller: Caller): Course | undefined {
  const course = ctx.app.state.classroom.course(ctx.params.courseId);
  if (!course) {
    sendApiError(ctx.res, 404, 'Requested entity was not found.');
    return undefined;
  }
  if (!canView(course, caller.userId)) {
    sendApiError(ctx.res, 403, 'The caller does not have permission');
    return undefined;
  }
  return course;
}
