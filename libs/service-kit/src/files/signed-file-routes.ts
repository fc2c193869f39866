import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { actorHeader, type AppError, type Actor, type ErrorCode } from '@crescendo/contracts';
import { requestActor } from '../actors/trusted-actors.js';
import { currentContext, runInContext, CORRELATION_HEADER } from '../context/request-context.js';
import { AppException } from '../errors/app-exception.js';
import { toAppError } from '../errors/to-app-error.js';

/** The few Fastify calls used here (a service does not depend on Fastify's types). */
export interface RawRequest {
  raw: IncomingMessage;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: IncomingMessage['headers'];
}
interface RawReply {
  raw: ServerResponse;
  hijack(): void;
}
export type RawHandler = (request: RawRequest, reply: RawReply) => void;
export interface RawScope {
  post(path: string, handler: RawHandler): void;
  get(path: string, handler: RawHandler): void;
}
interface FastifyLike extends RawScope {
  register(plugin: (instance: FastifyLike) => Promise<void>): unknown;
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (req: unknown, payload: unknown, done: (error: null) => void) => void,
  ): void;
}

const status: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
};

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

export function sendJson(response: ServerResponse, code: number, body: unknown) {
  if (response.headersSent) return response.destroy();
  response.writeHead(code, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, error: AppError) {
  sendJson(response, status[error.code] ?? 500, { error });
}

/** The actor the gateway signed for this request (set by the route's handler). */
export const fileRouteActor = (): Actor | null => currentContext()?.actor ?? null;

/** A file's bytes piped to the response, each closing the other. */
export function pipeFile(stream: NodeJS.ReadableStream & { destroy(): void }, response: ServerResponse) {
  stream.on('error', () => response.destroy());
  response.on('close', () => stream.destroy());
  stream.pipe(response);
}

/**
 * A service's own HTTP routes for files (recordings' audio, inventory photos; decisions 0064, 0072): only the
 * gateway calls them, with the actor it signed in `x-crescendo-actor`, checked as a NATS request's. Bodies are
 * never parsed nor held (each route streams `request.raw`); a refusal answers the kit's error body, and what
 * the caller still sends is read into nothing so that the refusal reaches it.
 */
export async function registerSignedFileRoutes(
  instance: unknown,
  name: string,
  routes: (
    scope: RawScope,
    handle: (work: (request: RawRequest, response: ServerResponse) => Promise<void>) => RawHandler,
  ) => void,
): Promise<void> {
  const logger = new Logger(name);
  const fastify = instance as FastifyLike;
  const handle =
    (work: (request: RawRequest, response: ServerResponse) => Promise<void>): RawHandler =>
    (request, reply) => {
      reply.hijack();
      const header = request.headers[CORRELATION_HEADER];
      const correlationId = typeof header === 'string' ? header : undefined;
      void runInContext({ correlationId }, async () => {
        try {
          const signed = request.headers[actorHeader];
          if (typeof signed !== 'string') throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
          const { actor, token } = await requestActor({ actor: signed });
          Object.assign(currentContext()!, { actor, actorToken: token });
          await work(request, reply.raw);
        } catch (error) {
          const { error: answer, unexpected } = toAppError(error);
          if (unexpected) logger.error(error instanceof Error ? error : String(error), name);
          sendError(reply.raw, answer);
          request.raw.resume();
        }
      });
    };
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    routes(scope, handle);
  });
}
