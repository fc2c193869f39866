import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { eraseGroup, eraseOrganization, erasePerson } from './erasure.store.js';

/** Identity's and groups' deletions reach Maestro IA (decision 0028). Idempotent: a second delivery finds nothing. */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(@Inject(EventConsumers) private readonly events: EventConsumers) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { db: tx }) => erasePerson(tx, userId));
    this.events.on(groupDeleted, ({ groupId }, { db: tx }) => eraseGroup(tx, groupId));
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      eraseOrganization(tx, organizationId),
    );
  }
}
