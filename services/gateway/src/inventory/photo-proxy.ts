import type { FastifyInstance } from 'fastify';
import { photoPaths } from '@crescendo/contracts';
import { photoMaxBytes, photoMaxMegabytes } from '@crescendo/domain';
import { AppException, type ActorSigner } from '@crescendo/service-kit';
import type { Authenticate } from '../http/api-router.js';
import { registerFileProxy, requireAnnouncedSize } from '../http/file-proxy.js';

export interface PhotoProxyOptions {
  /** The inventory service's HTTP address on the cluster network (INVENTORY_HTTP_URL); unset: 503. */
  inventoryUrl: string | undefined;
  authenticate: Authenticate;
  /** Signs the actor for the inventory service, as the NATS requests carry it (decision 0014). */
  signer: ActorSigner;
}

/**
 * The inventory's photos (decision 0072) through the gateway (`registerFileProxy`), as the recordings' audio:
 * a staff member's upload (an announced size above 8 Mo refused before a byte is read; up to two minutes for a
 * phone on a slow network), and the image back. The service decides who may (its school's staff, a loan's
 * student).
 */
export async function registerPhotoProxy(app: FastifyInstance, options: PhotoProxyOptions) {
  await registerFileProxy(
    app,
    {
      service: 'inventory',
      baseUrl: options.inventoryUrl,
      authenticate: options.authenticate,
      signer: options.signer,
      transferTimeoutMs: 120_000,
      maxBytes: photoMaxBytes,
      forwardHeaders: ['content-type', 'content-length'],
    },
    (scope, forward) => {
      scope.post(`/api/v1${photoPaths.upload}`, (request, reply) => {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return forward(request, reply, `${photoPaths.upload}${search}`, (roles) => {
          if (!roles.includes('admin') && !roles.includes('teacher'))
            throw new AppException('FORBIDDEN', 'common.forbidden');
          requireAnnouncedSize(
            request,
            { maxBytes: photoMaxBytes, megabytes: photoMaxMegabytes },
            { required: 'inventory.photoLengthRequired', tooLarge: 'inventory.photoTooLarge' },
          );
        });
      });
      scope.get(`/api/v1${photoPaths.contentPattern}`, (request, reply) => {
        const { photoId } = request.params as { photoId: string };
        return forward(request, reply, photoPaths.content(encodeURIComponent(photoId)), () => {});
      });
    },
  );
}
