import type { Handler, RequestContext, Route } from '../http/context.js';
import { BodyError, readJson } from '../http/body.js';
import { sendJson } from '../http/respond.js';
import type { FakeGoogleControl } from './control.js';
import { ControlError } from './control-error.js';
import { Fields } from './fields.js';
import {
  parseAccount,
  parseClient,
  parseCourseChange,
  parseFailure,
  parseIssueToken,
  parseLatency,
  parseNewCourse,
  parseQuota,
  parseStudents,
  parseTokenRef,
} from './parse.js';

type Action = (body: unknown, ctx: RequestContext) => unknown;

/** Wraps a control method: JSON in, JSON out (204 when it returns nothing), ControlError as `{ error }`. */
function action(run: Action, status = 200): Handler {
  return async (ctx) => {
    try {
      const result = await run(await readJson(ctx.req), ctx);
      if (result === undefined) {
        ctx.res.writeHead(204).end();
        return;
      }
      sendJson(ctx.res, status, result);
    } catch (error) {
      if (error instanceof ControlError || error instanceof BodyError) {
        return sendJson(ctx.res, error instanceof ControlError ? error.status : 400, {
          error: error.message,
        });
      }
      throw error;
    }
  };
}

export function controlRoutes(control: FakeGoogleControl): Route[] {
  const P = '/__control';
  return [
    { method: 'POST', path: `${P}/reset`, handler: action(() => control.reset()) },
    { method: 'POST', path: `${P}/clients`, handler: action((b) => control.addClient(parseClient(b))) },
    {
      method: 'POST',
      path: `${P}/accounts`,
      handler: action((b) => control.addAccount(parseAccount(b)), 201),
    },
    {
      method: 'POST',
      path: `${P}/courses`,
      handler: action((b) => {
        const { ownerEmail, course } = parseNewCourse(b);
        return control.addCourse(ownerEmail, course);
      }, 201),
    },
    {
      method: 'PATCH',
      path: `${P}/courses/:courseId`,
      handler: action((b, ctx) => control.updateCourse(ctx.params.courseId, parseCourseChange(b))),
    },
    {
      method: 'POST',
      path: `${P}/courses/:courseId/students`,
      handler: action(
        (b, ctx) => ({ added: control.addStudents(ctx.params.courseId, parseStudents(b)) }),
        201,
      ),
    },
    {
      method: 'DELETE',
      path: `${P}/courses/:courseId/students`,
      handler: action((b, ctx) => ({
        removed: control.removeStudents(
          ctx.params.courseId,
          parseStudents(b).map((s) => s.email),
        ),
      })),
    },
    {
      method: 'GET',
      path: `${P}/courses/:courseId/submissions`,
      handler: action((_b, ctx) => ({
        studentSubmissions: control.submissions(
          ctx.params.courseId,
          ctx.url.searchParams.get('courseWorkId') ?? undefined,
        ),
      })),
    },
    { method: 'GET', path: `${P}/calendars`, handler: action(() => ({ calendars: control.calendars() })) },
    {
      method: 'GET',
      path: `${P}/calendar-bodies`,
      handler: action(() => ({ bodies: control.calendarBodies() })),
    },
    {
      method: 'POST',
      path: `${P}/courses/:courseId/courseWork/:courseWorkId/turn-in`,
      handler: action((b, ctx) => {
        control.turnIn(ctx.params.courseId, ctx.params.courseWorkId, Fields.of(b, 'body').string('email'));
      }),
    },
    { method: 'PUT', path: `${P}/latency`, handler: action((b) => control.setLatency(parseLatency(b))) },
    { method: 'DELETE', path: `${P}/latency`, handler: action(() => control.clearLatency()) },
    { method: 'PUT', path: `${P}/quota`, handler: action((b) => control.setQuota(parseQuota(b))) },
    { method: 'DELETE', path: `${P}/quota`, handler: action(() => control.clearQuota()) },
    {
      method: 'POST',
      path: `${P}/failures`,
      handler: action((b) => control.injectFailure(parseFailure(b)), 201),
    },
    { method: 'DELETE', path: `${P}/failures`, handler: action(() => control.clearFailures()) },
    {
      method: 'POST',
      path: `${P}/tokens`,
      handler: action((b) => control.issueToken(parseIssueToken(b)), 201),
    },
    {
      method: 'POST',
      path: `${P}/tokens/expire`,
      handler: action((b) => found(control.expireToken(parseTokenRef(b)))),
    },
    {
      method: 'POST',
      path: `${P}/tokens/revoke`,
      handler: action((b) => found(control.revokeToken(parseTokenRef(b)))),
    },
    {
      method: 'GET',
      path: `${P}/requests`,
      handler: action((_b, ctx) => {
        const q = ctx.url.searchParams;
        return {
          requests: control.requests({
            method: q.get('method') ?? undefined,
            path: q.get('path') ?? undefined,
          }),
        };
      }),
    },
    { method: 'DELETE', path: `${P}/requests`, handler: action(() => control.clearRequests()) },
  ];
}

function found(ok: boolean): undefined {
  if (!ok) throw new ControlError(404, 'Unknown token.');
  return undefined;
}
