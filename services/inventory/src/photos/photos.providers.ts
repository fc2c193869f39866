import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG, VolumeFileStore } from '@crescendo/service-kit';
import type { InventoryConfig } from '../config.js';
import { PHOTO_STORAGE } from './photo-storage.js';
import { PhotosHandlers } from './photos.handlers.js';
import { PhotosService } from './photos.service.js';

/** The photos' part of the inventory module (decision 0072): its NATS handlers and what they use. */
export const photoControllers = [PhotosHandlers];

export const photoProviders: Provider[] = [
  {
    provide: PHOTO_STORAGE,
    // A volume (INVENTORY_PHOTOS_DIR), as the reports' recordings.
    useFactory: (config: InventoryConfig) => new VolumeFileStore(config.INVENTORY_PHOTOS_DIR),
    inject: [SERVICE_CONFIG],
  },
  PhotosService,
];
