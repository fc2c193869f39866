import type { RequestContext } from '../http/context.js';
import { BodyError, readJson } from '../http/body.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED } from '../oauth/scopes.js';
import type { CourseWork } from '../state/types.js';
import { isTeacher, visibleCourse } from './access.js';
import { sendApiError } from './api-error.js';
import { authorizeCall } from './bearer.js';
import { parseNewCourseWork } from './course-work-input.js';
import { InvalidArgument } from './google-values.js';
import { paginate } from './pagination.js';
import { courseWorkView } from './views.js';

const CREATE = 'google.classroom.v1.Courses.CourseWork.CreateCourseWork';
const LIST = 'google.classroom.v1.Courses.CourseWork.ListCourseWork';
const ORDERS = ['updateTime', 'updateTime desc', 'updateTime asc', 'dueDate', 'dueDate desc', 'dueDate asc'];

/** POST /v1/courses/:courseId/courseWork */
export async function createCourseWork(ctx: RequestContext): Promise<void> {
  const caller = authorizeCall(ctx, REQUIRED.courseWorkWrite, CREATE);
  if (!caller) return;
  const course = visibleCourse(ctx, caller);
  if (!course) return;
  if (!isTeacher(course, caller.userId))
    return sendApiError(ctx.res, 403, 'The caller does not have permission');
  if (course.courseState !== 'ACTIVE') {
    return sendApiError(ctx.res, 400, '@CourseNotModifiable The course is not modifiable.', {
      status: 'FAILED_PRECONDITION',
    });
  }
  try {
    const input = parseNewCourseWork(await readJson(ctx.req));
    const strangers = (input.individualStudentsOptions?.studentIds ?? []).filter(
      (id) => !course.students.some((s) => s.userId === id),
    );
    if (strangers.length > 0)
      throw new InvalidArgument(`@UserNotInCourse ${strangers.join(', ')}`, 'individualStudentsOptions');
    const work = ctx.app.state.classroom.addCourseWork(course, input, caller.userId);
    sendJson(ctx.res, 200, courseWorkView(work, ctx.app.baseUrl()));
  } catch (error) {
    if (error instanceof BodyError)
      return sendApiError(ctx.res, 400, `Invalid JSON payload received. ${error.message}`);
    if (!(error instanceof InvalidArgument)) throw error;
    const violation = { field: error.field, description: error.message };
    sendApiError(ctx.res, 400, error.message, {
      details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [violation] }],
    });
  }
}

/** GET /v1/courses/:courseId/courseWork?courseWorkStates=&orderBy=&pageSize=&pageToken= */
export function listCourseWork(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.courseWorkRead, LIST);
  if (!caller) return;
  const course = visibleCourse(ctx, caller);
  if (!course) return;
  const query = ctx.url.searchParams;
  const teacher = isTeacher(course, caller.userId);
  // Google lists only PUBLISHED work unless states are asked for, and never shows drafts to students.
  const states = query.getAll('courseWorkStates');
  const wanted = states.length > 0 ? states : ['PUBLISHED'];
  const orderBy = (query.get('orderBy') ?? 'updateTime desc').trim();
  if (!ORDERS.includes(orderBy)) return sendApiError(ctx.res, 400, `Invalid orderBy: ${orderBy}`);

  const items = course.courseWork
    .filter((w) => wanted.includes(w.state) && (teacher || w.state === 'PUBLISHED'))
    .sort(comparator(orderBy));
  const page = paginate(
    items,
    query,
    JSON.stringify(['courseWork', course.id, wanted, orderBy]),
    ctx.app.settings.defaultPageSize,
  );
  if (!page.ok) return sendApiError(ctx.res, 400, page.message);
  const baseUrl = ctx.app.baseUrl();
  sendJson(ctx.res, 200, {
    courseWork: page.items.length > 0 ? page.items.map((w) => courseWorkView(w, baseUrl)) : undefined,
    nextPageToken: page.nextPageToken,
  });
}

function comparator(orderBy: string): (a: CourseWork, b: CourseWork) => number {
  const [field, direction = 'desc'] = orderBy.split(' ');
  const key = field === 'dueDate' ? dueKey : (w: CourseWork) => `${w.updateTime}#${w.id.padStart(20, '0')}`;
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => sign * key(a).localeCompare(key(b));
}

function dueKey(work: CourseWork): string {
  if (!work.dueDate) return '';
  const { year, month, day } = work.dueDate;
  return [year, month, day, work.dueTime?.hours ?? 0, work.dueTime?.minutes ?? 0]
    .map((n) => String(n).padStart(4, '0'))
    .join('-');
}
