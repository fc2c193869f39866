import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED } from '../oauth/scopes.js';
import { visibleCourse } from './access.js';
import { sendApiError } from './api-error.js';
import { authorizeCall } from './bearer.js';
import { paginate } from './pagination.js';
import { studentView } from './views.js';

/** GET /v1/courses/:courseId/students?pageSize=&pageToken= */
export function listStudents(ctx: RequestContext): void {
  const caller = authorizeCall(
    ctx,
    REQUIRED.rostersRead,
    'google.classroom.v1.Courses.Students.ListStudents',
  );
  if (!caller) return;
  const course = visibleCourse(ctx, caller);
  if (!course) return;
  const key = JSON.stringify(['students', course.id]);
  const page = paginate(course.students, ctx.url.searchParams, key, ctx.app.settings.defaultPageSize);
  if (!page.ok) return sendApiError(ctx.res, 400, page.message);
  const baseUrl = ctx.app.baseUrl();
  sendJson(ctx.res, 200, {
    students:
      page.items.length > 0
        ? page.items.map((s) => studentView(s, course.id, caller.scopes, baseUrl))
        : undefined,
    nextPageToken: page.nextPageToken,
  });
}
