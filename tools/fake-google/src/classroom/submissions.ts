import type { RequestContext } from '../http/context.js';
import { BodyError, readJson } from '../http/body.js';
import { isObject } from '../http/guards.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED, SCOPE } from '../oauth/scopes.js';
import { SUBMISSION_STATES, type Course, type CourseWork, type StudentSubmission } from '../state/types.js';
import { isTeacher, resolveUserId, visibleCourse } from './access.js';
import { sendApiError } from './api-error.js';
import { authorizeCall, type Caller } from './bearer.js';
import { paginate } from './pagination.js';
import { submissionView } from './views.js';

const LIST = 'google.classroom.v1.Courses.CourseWork.StudentSubmissions.ListStudentSubmissions';
const PATCH = 'google.classroom.v1.Courses.CourseWork.StudentSubmissions.PatchStudentSubmission';
const RETURN = 'google.classroom.v1.Courses.CourseWork.StudentSubmissions.ReturnStudentSubmission';
/** The teacher may set these two; anything else in `updateMask` is refused, as at Google. */
const TEACHER_FIELDS = ['assignedGrade', 'draftGrade'];

/** GET /v1/courses/:courseId/courseWork/:courseWorkId/studentSubmissions (`-` for every work of the course). */
export function listSubmissions(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.courseWorkRead, LIST);
  if (!caller) return;
  const course = visibleCourse(ctx, caller);
  if (!course) return;
  const works = courseWorks(ctx, course);
  if (!works) return;
  const query = ctx.url.searchParams;
  const states = query.getAll('states');
  const unknownState = states.find((s) => !(SUBMISSION_STATES as readonly string[]).includes(s));
  if (unknownState !== undefined)
    return sendApiError(ctx.res, 400, `Invalid value at 'states', "${unknownState}"`);
  const userParam = query.get('userId');
  const teacher = isTeacher(course, caller.userId);
  // A student (or a teacher with only `coursework.me`) sees their own submissions only.
  const own =
    !teacher ||
    !caller.scopes.some((s) => s === SCOPE.courseworkStudents || s === SCOPE.courseworkStudentsReadonly);
  const user = userParam ? resolveUserId(userParam, caller) : own ? caller.userId : undefined;
  if (own && user !== caller.userId) return sendApiError(ctx.res, 403, 'The caller does not have permission');
  const items = works
    .flatMap((work) => work.submissions)
    .filter(
      (s) => (user === undefined || s.userId === user) && (states.length === 0 || states.includes(s.state)),
    );
  const key = JSON.stringify(['submissions', course.id, ctx.params.courseWorkId, states, user]);
  const page = paginate(items, query, key, ctx.app.settings.defaultPageSize);
  if (!page.ok) return sendApiError(ctx.res, 400, page.message);
  const baseUrl = ctx.app.baseUrl();
  sendJson(ctx.res, 200, {
    studentSubmissions: page.items.length > 0 ? page.items.map((s) => submissionView(s, baseUrl)) : undefined,
    nextPageToken: page.nextPageToken,
  });
}

/** PATCH …/studentSubmissions/:id?updateMask=assignedGrade,draftGrade (the teacher's grades). */
export async function patchSubmission(ctx: RequestContext): Promise<void> {
  const found = teacherSubmission(ctx, PATCH);
  if (!found) return;
  const mask = (ctx.url.searchParams.get('updateMask') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (mask.length === 0) return sendApiError(ctx.res, 400, 'updateMask: Update mask is required.');
  const outside = mask.find((field) => !TEACHER_FIELDS.includes(field));
  if (outside)
    return sendApiError(ctx.res, 403, `@ProjectPermissionDenied The field ${outside} cannot be updated.`);
  let body: unknown;
  try {
    body = await readJson(ctx.req);
  } catch (error) {
    if (error instanceof BodyError)
      return sendApiError(ctx.res, 400, `Invalid JSON payload received. ${error.message}`);
    throw error;
  }
  if (!isObject(body))
    return sendApiError(ctx.res, 400, 'Invalid JSON payload received. Expected a StudentSubmission.');
  for (const field of mask) {
    const value = body[field];
    if (value !== undefined && (typeof value !== 'number' || value < 0)) {
      return sendApiError(
        ctx.res,
        400,
        `Invalid value at 'student_submission.${field === 'assignedGrade' ? 'assigned_grade' : 'draft_grade'}' (TYPE_DOUBLE), ${JSON.stringify(value)}`,
      );
    }
    if (typeof value === 'number' && found.work.maxPoints !== undefined && value > found.work.maxPoints) {
      return sendApiError(ctx.res, 400, `@GradeOutOfRange ${field} must not exceed maxPoints.`);
    }
  }
  const submission = found.submission;
  for (const field of mask) {
    const value = body[field];
    if (field === 'assignedGrade') submission.assignedGrade = typeof value === 'number' ? value : undefined;
    if (field === 'draftGrade') submission.draftGrade = typeof value === 'number' ? value : undefined;
  }
  submission.updateTime = new Date().toISOString();
  sendJson(ctx.res, 200, submissionView(submission, ctx.app.baseUrl()));
}

/** POST …/studentSubmissions/:id:return — the work goes back to the student, with its assigned grade. */
export function returnSubmission(ctx: RequestContext): void {
  const found = teacherSubmission(ctx, RETURN);
  if (!found) return;
  found.submission.state = 'RETURNED';
  found.submission.updateTime = new Date().toISOString();
  sendJson(ctx.res, 200, {});
}

/** POST …/studentSubmissions/:id followed by `:return` (Google's custom verb). */
export function submissionAction(ctx: RequestContext): void {
  const id = ctx.params.submissionId ?? '';
  if (!id.endsWith(':return')) return sendApiError(ctx.res, 404, 'Method not found.');
  ctx.params.submissionId = id.slice(0, -':return'.length);
  returnSubmission(ctx);
}

function courseWorks(ctx: RequestContext, course: Course): CourseWork[] | undefined {
  const id = ctx.params.courseWorkId;
  if (id === '-') return course.courseWork;
  const work = course.courseWork.find((w) => w.id === id);
  if (!work) {
    sendApiError(ctx.res, 404, 'Requested entity was not found.');
    return undefined;
  }
  return [work];
}

/** The submission of a patch or a return: only the course's teacher, with the students' coursework scope. */
function teacherSubmission(
  ctx: RequestContext,
  method: string,
): { caller: Caller; work: CourseWork; submission: StudentSubmission } | undefined {
  const caller = authorizeCall(ctx, REQUIRED.submissionsWrite, method);
  if (!caller) return undefined;
  const course = visibleCourse(ctx, caller);
  if (!course) return undefined;
  if (!isTeacher(course, caller.userId)) {
    sendApiError(ctx.res, 403, 'The caller does not have permission');
    return undefined;
  }
  const work = course.courseWork.find((w) => w.id === ctx.params.courseWorkId);
  const submission = work?.submissions.find((s) => s.id === ctx.params.submissionId);
  if (!work || !submission) {
    sendApiError(ctx.res, 404, 'Requested entity was not found.');
    return undefined;
  }
  return { caller, work, submission };
}
