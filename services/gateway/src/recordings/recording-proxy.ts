import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorHeader, recordingPaths } from '@crescendo/contracts';
import { recordingMaxBytes, recordingMaxMegabytes } from '@crescendo/domain';
import {
  AppException,
  CORRELATION_HEADER,
  appError,
  toAppError,
  type ActorSigner,
} from '@crescendo/service-kit';
import type { Authenticate } from '../http/api-router.js';
import { sendError } from '../http/api-router.js';

export interface RecordingProxyOptions {
  /** The reports service's HTTP address on the cluster network (REPORTS_HTTP_URL); unset: 503. */
  reportsUrl: string | undefined;
  authenticate: Authenticate;
  /** Signs the actor for the reports service, as the NATS requests carry it (decision 0014). */
  signer: ActorSigner;
}

/** Up to five minutes for a phone on a slow network to send 20 Mo, or to listen to ten minutes of audio. */
const transferTimeoutMs = 300_000;

/**
 * The recordings' audio (issue 29 §2, decision 0064) through the gateway without going over NATS (1 MB
 * messages): after the sign-in and the role are checked here, the body streams to the reports service over
 * HTTP as it arrives, and the audio streams back with Range (206, Accept-Ranges, Content-Range) as the service
 * answers. Nothing is held in memory: an announced size above 20 Mo is refused before a byte is read, and
 * Node's parser never hands on more than the announced size. The caller's token and cookies stay here: the
 * service gets the signed actor.
 */
export async function registerRecordingProxy(app: FastifyInstance, options: RecordingProxyOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    if (options.reportsUrl)
      await scope.register(replyFrom, {
        base: options.reportsUrl,
        undici: { connections: 16, headersTimeout: transferTimeoutMs, bodyTimeout: transferTimeoutMs },
      });

    const forward = async (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      check: (roles: string[]) => void,
    ) => {
      try {
        const signedIn = await options.authenticate(request);
        check(signedIn.actor.roles);
        if (!options.reportsUrl)
          throw new AppException('UNAVAILABLE', 'common.down', { params: { service: 'reports' } });
        const signed = await options.signer.sign(signedIn.actor);
        return reply.from(path, {
          rewriteRequestHeaders: (original) => {
            const headers: Record<string, string> = {
              [actorHeader]: signed,
              [CORRELATION_HEADER]: String(request.id),
            };
            for (const name of ['content-type', 'content-length', 'range', 'if-range'])
              if (typeof original.headers[name] === 'string')
                headers[name] = original.headers[name] as string;
            return headers;
          },
          onError: (failed) =>
            void sendError(
              failed as unknown as FastifyReply,
              appError('UNAVAILABLE', 'common.down', { params: { service: 'reports' } }),
            ),
        });
      } catch (error) {
        const { error: answer, unexpected } = toAppError(error);
        if (unexpected) request.log.error(error);
        // A refused upload's bytes are read into nothing (never held), so that the refusal reaches the caller;
        // past twice the limit the connection is closed instead.
        if (Number(request.headers['content-length'] ?? 0) > 2 * recordingMaxBytes)
          reply.header('connection', 'close');
        else request.raw.resume();
        return sendError(reply, answer);
      }
    };

    scope.post(`/api/v1${recordingPaths.upload}`, (request, reply) =>
      forward(request, reply, recordingPaths.upload, (roles) => {
        if (!roles.includes('student')) throw new AppException('FORBIDDEN', 'common.forbidden');
        const announced = request.headers['content-length'];
        if (announced === undefined) throw new AppException('VALIDATION_FAILED', 'recordings.lengthRequired');
        if (Number(announced) > recordingMaxBytes)
          throw new AppException('PAYLOAD_TOO_LARGE', 'recordings.tooLarge', {
            params: { megabytes: recordingMaxMegabytes },
          });
      }),
    );

    scope.get(`/api/v1${recordingPaths.audioPattern}`, (request, reply) => {
      const { recordingId } = request.params as { recordingId: string };
      return forward(request, reply, recordingPaths.audio(encodeURIComponent(recordingId)), () => {});
    });
  });
}
