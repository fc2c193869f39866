import { Controller, Inject } from '@nestjs/common';
import { listPhotos, removePhoto, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PhotosService } from './photos.service.js';

/** What is said about the photos over NATS (their bytes go over HTTP: `photos-http.ts`). */
@Controller()
export class PhotosHandlers {
  constructor(@Inject(PhotosService) private readonly photos: PhotosService) {}

  @Handles(listPhotos)
  list(payload: PayloadOf<typeof listPhotos>, actor: Actor | null) {
    return this.photos.list(actor, payload);
  }

  @Handles(removePhoto)
  remove(payload: PayloadOf<typeof removePhoto>, actor: Actor | null) {
    return this.photos.remove(actor, payload.photoId);
  }
}
