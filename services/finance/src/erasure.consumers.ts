import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { unlinkPersonalColumns } from './erasure.store.js';

/**
 * Decision 0028: an erased person's data goes, the accounting stays. The amounts, currencies, items, kinds
 * and dates of the ledger are kept as anonymised lines (the school must keep its books); every link to the
 * person — the student a purchase was for, who recorded, paid, reversed or planned — is set to NULL, the
 * only update the ledger's triggers allow. Idempotent: a second delivery finds nothing left to erase.
 */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(@Inject(EventConsumers) private readonly events: EventConsumers) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { db: tx }) => unlinkPersonalColumns(tx, 'person', userId));
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      unlinkPersonalColumns(tx, 'organization', organizationId),
    );
  }
}
