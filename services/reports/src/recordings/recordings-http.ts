import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recordingUploadQuerySchema } from '@crescendo/contracts';
import { recordingMaxBytes } from '@crescendo/domain';
import {
  AppException,
  fileRouteActor,
  isUuid,
  pipeFile,
  registerSignedFileRoutes,
  sendJson,
} from '@crescendo/service-kit';
import { tooLarge } from './audio-gate.js';
import { byteRangeOf } from './byte-range.js';
import { RecordingsService } from './recordings.service.js';

/**
 * The audio's own HTTP routes on the service's port (decision 0064): only the gateway calls them, with the
 * actor it signed in `x-crescendo-actor` (checked like a NATS request's). The body is never parsed nor held:
 * it streams through the audio gate to the storage, and the audio streams back with Range.
 */
export async function registerRecordingRoutes(app: NestFastifyApplication): Promise<void> {
  const recordings = app.get(RecordingsService);
  await registerSignedFileRoutes(app.getHttpAdapter().getInstance(), 'RecordingsHttp', (scope, handle) => {
    scope.post(
      '/reports/recordings',
      handle(async (request, response) => {
        const query = recordingUploadQuerySchema.parse(request.query);
        if ((query.practiceReportId === undefined) === (query.submissionId === undefined))
          throw AppException.invalid({ practiceReportId: 'recordings.targetRequired' });
        const length = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length > recordingMaxBytes) throw tooLarge();
        const recording = await recordings.upload(fileRouteActor(), {
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
        if (!isUuid(recordingId)) throw new AppException('NOT_FOUND', 'recordings.notFound');
        const asked = request.headers.range;
        let unsatisfiable = false;
        const { recording, stream, range } = await recordings.audio(fileRouteActor(), recordingId, (size) => {
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
        pipeFile(stream, response);
      }),
    );
  });
}
