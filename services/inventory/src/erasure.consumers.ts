import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { eraseOrganization, erasePerson } from './erasure.store.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';

/** Identity's deletions reach the inventory (decision 0028). Idempotent: a second delivery finds nothing left. */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { db: tx }) => erasePerson(tx, userId, this.options.now()));
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      eraseOrganization(tx, organizationId),
    );
  }
}
