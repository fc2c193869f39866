import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { actorHeader, recordingUploadQuerySchema, type AppError, type ErrorCode } from '@crescendo/contracts';
import { recordingMaxBytes } from '@crescendo/domain';
import {
  AppException,
  CORRELATION_HEADER,
  currentContext,
  requestActor,
  runInContext,
  toAppError,
} from '@crescendo/service-kit';
import { tooLarge } from './audio-gate.js';
import { byteRangeOf } from './byte-range.js';
import { RecordingsService } from './recordings.service.js';

/** The few Fastify calls used here (the service does not depend on Fastify's types; identity does the same). */
interface RawRequest {
  raw: IncomingMessage;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: IncomingMessage['headers'];
}
interface RawReply {
  raw: ServerResponse;
  hijack(): void;
}
interface FastifyLike {
  register(plugin: (instance: FastifyLike) => Promise<void>): unknown;
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (req: unknown, payload: unknown, done: (error: null) => void) => void,
  ): void;
  post(path: string, handler: (request: RawRequest, reply: RawReply) => void): void;
  get(path: string, handler: (request: RawRequest, reply: RawReply) => void): void;
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

const logger = new Logger('RecordingsHttp');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sendError(response: ServerResponse, error: AppError) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status[error.code] ?? 500, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify({ error }));
}

function sendJson(response: ServerResponse, code: number, body: unknown) {
  response.writeHead(code, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * The audio's own HTTP routes on the service's port (decision 0064): only the gateway calls them, with the
 * actor it signed in `x-crescendo-actor` (checked like a NATS request's). The body is never parsed nor held:
 * it streams through the audio gate to the storage, and the audio streams back with Range.
 */
export async function registerRecordingRoutes(app: NestFastifyApplication): Promise<void> {
  const recordings = app.get(RecordingsService);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyLike;
  const handle =
    (work: (request: RawRequest, response: ServerResponse) => Promise<void>) =>
    (request: RawRequest, reply: RawReply) => {
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
          if (unexpected) logger.error(error instanceof Error ? error : String(error), 'recordings');
          sendError(reply.raw, answer);
          // What the caller still sends is read into nothing, so that the refusal reaches it.
          request.raw.resume();
        }
      });
    };

  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.post(
      '/reports/recordings',
      handle(async (request, response) => {
        const query = recordingUploadQuerySchema.parse(request.query);
        if ((query.practiceReportId === undefined) === (query.submissionId === undefined))
          throw AppException.invalid({ practiceReportId: 'recordings.targetRequired' });
        const length = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length > recordingMaxBytes) throw tooLarge();
        const recording = await recordings.upload(currentActor(), {
          target: query.practiceReportId
            ? { practiceReportId: query.practiceReportId }
            : { submissionId: query.submissionId! },
          contentType: request.headers['content-type'],
          durationSeconds: query.durationSeconds,
          body: request.raw,
        });
        sendJson(response, 201, recording);
      }),
    );

    scope.get(
      '/reports/recordings/:recordingId/audio',
      handle(async (request, response) => {
        const recordingId = request.params.recordingId ?? '';
        if (!uuid.test(recordingId)) throw new AppException('NOT_FOUND', 'recordings.notFound');
        const asked = request.headers.range;
        let unsatisfiable = false;
        const { recording, stream, range } = await recordings.audio(currentActor(), recordingId, (size) => {
          const part = byteRangeOf(asked, size);
          if (part === 'unsatisfiable') {
            unsatisfiable = true;
            return null;
          }
          return part;
        });
        const headers: Record<string, string> = {
          'content-type': recording.mimeType,
          'accept-ranges': 'bytes',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        };
        if (unsatisfiable) {
          stream.destroy();
          response.writeHead(416, { ...headers, 'content-range': `bytes */${recording.bytes}` });
          return void response.end();
        }
        if (range) {
          response.writeHead(206, {
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${recording.bytes}`,
            'content-length': String(range.end - range.start + 1),
          });
        } else response.writeHead(200, { ...headers, 'content-length': String(recording.bytes) });
        stream.on('error', () => response.destroy());
        response.on('close', () => stream.destroy());
        stream.pipe(response);
      }),
    );
  });
}

/** The actor verified from the header, kept in the request's context by `handle`. */
const currentActor = () => currentContext()?.actor ?? null;
