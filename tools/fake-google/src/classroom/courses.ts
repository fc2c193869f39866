import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED } from '../oauth/scopes.js';
import { COURSE_STATES, type Course, type CourseState } from '../state/types.js';
import { canView, isTeacher, resolveUserId, visibleCourse } from './access.js';
import { sendApiError } from './api-error.js';
import { authorizeCall } from './bearer.js';
import { paginate } from './pagination.js';
import { courseView } from './views.js';

/** GET /v1/courses?courseStates=&teacherId=&studentId=&pageSize=&pageToken= */
export function listCourses(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.coursesRead, 'google.classroom.v1.Courses.ListCourses');
  if (!caller) return;
  const query = ctx.url.searchParams;
  const states = query.getAll('courseStates');
  const unknownState = states.find((s) => !(COURSE_STATES as readonly string[]).includes(s));
  if (unknownState !== undefined) {
    return sendApiError(
      ctx.res,
      400,
      `Invalid value at 'course_states' (type.googleapis.com/google.classroom.v1.Course.CourseState), "${unknownState}"`,
    );
  }
  const teacherId = query.get('teacherId');
  const studentId = query.get('studentId');
  const teacher = teacherId ? resolveUserId(teacherId, caller) : undefined;
  const student = studentId ? resolveUserId(studentId, caller) : undefined;

  const courses = ctx.app.state.classroom
    .listCourses()
    .filter((c) => canView(c, caller.userId))
    .filter((c) => teacher === undefined || isTeacher(c, teacher))
    .filter((c) => student === undefined || c.students.some((s) => s.userId === student))
    .filter((c) => states.length === 0 || states.includes(c.courseState as CourseState))
    .sort(newestFirst);

  const key = JSON.stringify(['courses', caller.userId, states, teacher, student]);
  const page = paginate(courses, query, key, ctx.app.settings.defaultPageSize);
  if (!page.ok) return sendApiError(ctx.res, 400, page.message);
  const baseUrl = ctx.app.baseUrl();
  // Google leaves out an empty list altogether: `{}` rather than `{ courses: [] }`.
  sendJson(ctx.res, 200, {
    courses: page.items.length > 0 ? page.items.map((c) => courseView(c, baseUrl)) : undefined,
    nextPageToken: page.nextPageToken,
  });
}

/** GET /v1/courses/:courseId */
export function getCourse(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.coursesRead, 'google.classroom.v1.Courses.GetCourse');
  if (!caller) return;
  const course = visibleCourse(ctx, caller);
  if (course) sendJson(ctx.res, 200, courseView(course, ctx.app.baseUrl()));
}

function newestFirst(a: Course, b: Course): number {
  return b.creationTime.localeCompare(a.creationTime) || a.id.localeCompare(b.id);
}
