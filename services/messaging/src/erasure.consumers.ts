import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { deleteGroupContent, deleteOrganizationContent, eraseUserFromMessaging } from './erasure.store.js';
import { SendLimit, type SendLimitEraser } from './send-limit.js';

/**
 * What other services' deletions mean for Musichat (decision 0032). Idempotent: the kit records each event
 * once, and a second run finds nothing left to change.
 */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(SendLimit) private readonly sendLimit: SendLimitEraser,
  ) {}

  onModuleInit() {
    this.events.on(groupDeleted, ({ groupId, organizationId }, { db: tx }) =>
      deleteGroupContent(tx, organizationId, groupId),
    );
    // 'Utilisateur inconnu' wherever the account was named.
    this.events.on(userDeleted, async ({ userId }, { db: tx }) => {
      await eraseUserFromMessaging(tx, userId);
      await this.sendLimit.forget(userId);
    });
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      deleteOrganizationContent(tx, organizationId),
    );
  }
}
