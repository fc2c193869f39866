import type { RequestContext } from '../http/context.js';
import { escapeHtml, sendHtml } from '../http/respond.js';

/** GET /c/:courseId and /c/:courseId/a/:workId/details: where `alternateLink` leads, so the demo's links open. */
export function classroomPage(ctx: RequestContext): void {
  const course = ctx.app.state.classroom.course(ctx.params.courseId);
  const work = course?.courseWork.find((w) => w.id === ctx.params.workId);
  if (!course || (ctx.params.workId !== undefined && !work))
    return sendHtml(ctx.res, 404, '<h1>Introuvable</h1>');
  const title = work ? work.title : course.name;
  const detail = work?.description ? `<p>${escapeHtml(work.description)}</p>` : '';
  sendHtml(
    ctx.res,
    200,
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Classroom (simulé)</title></head>` +
      `<body><p>${escapeHtml(course.name)} · Classroom (simulé)</p><h1>${escapeHtml(title)}</h1>${detail}</body></html>`,
  );
}
