import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { photoPaths, photoUploadQuerySchema } from '@crescendo/contracts';
import { photoMaxBytes } from '@crescendo/domain';
import {
  AppException,
  fileRouteActor,
  isUuid,
  pipeFile,
  registerSignedFileRoutes,
  sendJson,
} from '@crescendo/service-kit';
import { photoTooLarge } from './photo-gate.js';
import { PhotosService } from './photos.service.js';

/**
 * The photos' bytes on the service's own port (decision 0072, as the recordings' of decision 0064): only the
 * gateway calls them, with the actor it signed in `x-crescendo-actor`, checked as a NATS request's. The body
 * is never parsed nor held: it streams through the photo gate (type from the bytes, size limit) to the volume.
 */
export async function registerPhotoRoutes(app: NestFastifyApplication): Promise<void> {
  const photos = app.get(PhotosService);
  await registerSignedFileRoutes(app.getHttpAdapter().getInstance(), 'PhotosHttp', (scope, handle) => {
    scope.post(
      photoPaths.upload,
      handle(async (request, response) => {
        const query = photoUploadQuerySchema.parse(request.query);
        const length = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length > photoMaxBytes) throw photoTooLarge();
        const photo = await photos.upload(fileRouteActor(), query, request.raw);
        sendJson(response, 201, photo);
      }),
    );

    scope.get(
      photoPaths.contentPattern,
      handle(async (request, response) => {
        const photoId = request.params.photoId ?? '';
        if (!isUuid(photoId)) throw new AppException('NOT_FOUND', 'inventory.photoNotFound');
        const { photo, stream } = await photos.content(fileRouteActor(), photoId);
        response.writeHead(200, {
          'content-type': photo.mimeType,
          'content-length': String(photo.bytes),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        });
        pipeFile(stream, response);
      }),
    );
  });
}
