import type { FastifyInstance } from 'fastify';
import { recordingPaths } from '@crescendo/contracts';
import { recordingMaxBytes, recordingMaxMegabytes } from '@crescendo/domain';
import { AppException, type ActorSigner } from '@crescendo/service-kit';
import type { Authenticate } from '../http/api-router.js';
import { registerFileProxy, requireAnnouncedSize } from '../http/file-proxy.js';

export interface RecordingProxyOptions {
  /** The reports service's HTTP address on the cluster network (REPORTS_HTTP_URL); unset: 503. */
  reportsUrl: string | undefined;
  authenticate: Authenticate;
  /** Signs the actor for the reports service, as the NATS requests carry it (decision 0014). */
  signer: ActorSigner;
}

/**
 * The recordings' audio (issue 29 §2, decision 0064) through the gateway (`registerFileProxy`): a student's
 * upload (an announced size above 20 Mo refused before a byte is read), and the audio back with Range (206,
 * Accept-Ranges, Content-Range) as the reports service answers. Up to five minutes for a phone on a slow
 * network to send 20 Mo, or to listen to ten minutes of audio.
 */
export async function registerRecordingProxy(app: FastifyInstance, options: RecordingProxyOptions) {
  await registerFileProxy(
    app,
    {
      service: 'reports',
      baseUrl: options.reportsUrl,
      authenticate: options.authenticate,
      signer: options.signer,
      transferTimeoutMs: 300_000,
      maxBytes: recordingMaxBytes,
      forwardHeaders: ['content-type', 'content-length', 'range', 'if-range'],
    },
    (scope, forward) => {
      scope.post(`/api/v1${recordingPaths.upload}`, (request, reply) =>
        forward(request, reply, recordingPaths.upload, (roles) => {
          if (!roles.includes('student')) throw new AppException('FORBIDDEN', 'common.forbidden');
          requireAnnouncedSize(
            request,
            { maxBytes: recordingMaxBytes, megabytes: recordingMaxMegabytes },
            { required: 'recordings.lengthRequired', tooLarge: 'recordings.tooLarge' },
          );
        }),
      );
      scope.get(`/api/v1${recordingPaths.audioPattern}`, (request, reply) => {
        const { recordingId } = request.params as { recordingId: string };
        return forward(request, reply, recordingPaths.audio(encodeURIComponent(recordingId)), () => {});
      });
    },
  );
}
