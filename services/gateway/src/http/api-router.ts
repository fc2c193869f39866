import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError, HttpRoute, Reply } from '@crescendo/contracts';
import { AppException, appError, runInContext, toAppError } from '@crescendo/service-kit';
import type { ResolvedActor } from '../auth/actor-resolver.js';
import { newBrowserBinding } from './browser-binding.js';
import type { DocumentMore } from './document-parts.js';
import { errorStatus } from './error-status.js';

export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
  /** Present on every route but the public ones. */
  signedIn: ResolvedActor | null;
  /** The client's address as the gateway decided it (the socket's peer, or a trusted proxy's X-Forwarded-For). */
  clientAddress: string;
  /** On a route that `bindsBrowser`: the hash of the cookie set with the answer. */
  browserHash?: string;
}

/** A forwarded success: the JSON bytes the service wrote, passed on unread. */
export interface PassedBody {
  ok: true;
  body: Uint8Array;
}

/** An HTTP route of the contracts and what answers it (the request it forwards, or the gateway itself). */
export interface BoundRoute {
  route: HttpRoute;
  handle: (input: RouteInput) => Promise<Reply<unknown> | PassedBody>;
  /** A document route's later parts (`route.documentParts`), asked as the caller reads. */
  parts?: (more: DocumentMore) => AsyncIterable<Buffer>;
}

const nullBody = new TextEncoder().encode('null');
const isNull = (body: Uint8Array) =>
  body.length === nullBody.length && body.every((b, i) => b === nullBody[i]);

export type Authenticate = (request: FastifyRequest) => Promise<ResolvedActor>;

/** Forgets what the gateway holds about a user (their cached actor). */
export type ForgetActor = (userId: string) => void;

/** zod names the type received in an error (the value itself never leaves: zodIssueParams). */
const reportInput = { reportInput: true } as const;

/** The error body `{ error }` with its status (and `Retry-After` when the error says when to retry). */
export async function sendError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  await reply.status(errorStatus[error.code]).send({ error });
}

/**
 * Registers every bound route under /api/v1: authenticate (unless public), check the role, validate
 * params, query and body with the contract, answer, and map any failure to its status with a French message.
 * A change that succeeded may have changed the caller (a role chosen, an organisation created or left):
 * their cached actor is dropped before the answer leaves, so their next request already sees it. A route
 * that `bindsBrowser` gets a new random cookie with its successful answer (`Secure` when `https`).
 */
export function registerApiRoutes(
  app: FastifyInstance,
  bound: BoundRoute[],
  authenticate: Authenticate,
  forgetActor: ForgetActor,
  https = false,
): void {
  for (const { route, handle, parts } of bound) {
    app.route({
      method: route.method,
      url: `/api/v1${route.path}`,
      bodyLimit: route.bodyLimit,
      handler: (request, reply) =>
        // The request's id is its correlation id (the kit's genReqId: the caller's when acceptable).
        runInContext({ correlationId: request.id }, async () => {
          try {
            const signedIn = route.auth === 'public' ? null : await authenticate(request);
            if (signedIn && route.roles && !route.roles.some((role) => signedIn.actor.roles.includes(role))) {
              throw new AppException('FORBIDDEN', 'common.forbidden');
            }
            const binding = route.bindsBrowser ? newBrowserBinding(route.bindsBrowser, https) : undefined;
            const input = {
              params: route.params.parse(request.params ?? {}, reportInput),
              query: route.query.parse(request.query ?? {}, reportInput),
              body: route.body.parse(request.body ?? undefined, reportInput),
              signedIn,
              clientAddress: request.ip,
              browserHash: binding?.hash,
            };
            const answer = await handle(input);
            if (!answer.ok) return sendError(reply, answer.error);
            if (binding) reply.header('set-cookie', binding.setCookie);
            if (signedIn && route.method !== 'GET') forgetActor(signedIn.actor.userId);
            const status = route.method === 'POST' ? 201 : 200;
            if (route.document) return sendDocument(request, reply, answer, parts);
            if ('body' in answer) {
              // The service's bytes, checked against the contract where they were written: not parsed again.
              if (isNull(answer.body)) return reply.status(204).send();
              const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
              return reply.status(status).type('application/json; charset=utf-8').send(bytes);
            }
            if (answer.data === undefined || answer.data === null) return reply.status(204).send();
            return reply.status(status).send(answer.data);
          } catch (error) {
            const { error: answer, unexpected } = toAppError(error);
            if (unexpected) request.log.error(error);
            return sendError(reply, answer);
          }
        }),
    });
  }
}

interface Document {
  body: string;
  etag: string;
  contentType: string;
  /** A binary document (a zip) travels in base64 over NATS; sent as its bytes. */
  encoding?: 'base64';
  /** Saved as a file of that name (Content-Disposition: attachment). */
  fileName?: string;
  /** The whole document's bytes, when it comes in parts. */
  size?: number;
  /** Where its next part is asked; null or absent: `body` is all of it. */
  more?: DocumentMore | null;
}

/** A route's document as it is, with its ETag; 304 without a body when the caller already has it. */
async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Reply<unknown> | PassedBody,
  parts?: (more: DocumentMore) => AsyncIterable<Buffer>,
) {
  const document = (
    'body' in answer ? JSON.parse(Buffer.from(answer.body).toString('utf8')) : answer.ok && answer.data
  ) as Document;
  const etag = `"${document.etag}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((value) => value.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  // A file to keep (a person's data archive): saved, never kept by a cache on the way.
  if (document.fileName)
    reply
      .header('content-disposition', `attachment; filename="${document.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store');
  const body = document.encoding === 'base64' ? Buffer.from(document.body, 'base64') : document.body;
  if (document.more && parts) {
    // The rest streams as the caller reads it; a part that fails cuts the download short (never a whole
    // file that is not the document).
    const more = document.more;
    const stream = Readable.from(
      (async function* () {
        yield body;
        yield* parts(more);
      })(),
    );
    if (document.size !== undefined) reply.header('content-length', String(document.size));
    return reply.status(200).type(document.contentType).send(stream);
  }
  return reply.status(200).type(document.contentType).send(body);
}

/** Errors raised outside a route's own handling (body too large, malformed JSON, unknown API path). */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, appError('PAYLOAD_TOO_LARGE', 'common.payloadTooLarge'));
    if (error.statusCode === 400) return sendError(reply, appError('VALIDATION_FAILED', 'common.validation'));
    if (error.statusCode === 429) return reply.status(429).send(error);
    const { error: answer, unexpected } = toAppError(error);
    if (unexpected) request.log.error(error);
    return sendError(reply, answer);
  });
  app.all('/api/*', async (_request, reply) =>
    sendError(reply, appError('NOT_FOUND', 'common.routeNotFound')),
  );
}
