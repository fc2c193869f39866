import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { eraseOrganization, erasePerson } from './erasure.store.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { erasePhotosOf, eraseSchoolPhotos } from './photos/photo-files.js';
import { PHOTO_STORAGE, type PhotoStorage } from './photos/photo-storage.js';

/** Identity's deletions reach the inventory (decision 0028). Idempotent: a second delivery finds nothing left. */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
    @Inject(PHOTO_STORAGE) private readonly photos: PhotoStorage,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, async ({ userId }, { db: tx }) => {
      await erasePerson(tx, userId, this.options.now());
      // A student's condition photos go, rows and files (decision 0072).
      await erasePhotosOf(tx, this.photos, userId);
    });
    this.events.on(organizationDeleted, async ({ organizationId }, { db: tx }) => {
      // The school's photos first, files with them: the rows would otherwise go with their instruments.
      await eraseSchoolPhotos(tx, this.photos, organizationId);
      await eraseOrganization(tx, organizationId);
    });
  }
}
