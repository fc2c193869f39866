import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { membershipAdded, userUpdated } from '@crescendo/contracts';
import { EventConsumers, Outbox, type Db } from '@crescendo/service-kit';
import { joinOrganization, membershipsOf, userUpdatedData } from './membership.store.js';

/**
 * Sign-up's student path: a user with no organisation who joins a group with its connection code
 * becomes a student of the group's organisation. A user already in an organisation is left as is.
 * Idempotent: the kit records each event once, and a second delivery finds the organisation set.
 */
@Injectable()
export class GroupsEventsConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  onModuleInit() {
    this.events.on(membershipAdded, async (event, { db }) => {
      if (event.via === 'code') await this.attachStudent(db, event);
    });
  }

  private async attachStudent(
    tx: Db,
    event: { studentId: string; organizationId: string; groupId: string },
  ): Promise<void> {
    const held = await membershipsOf(tx, event.studentId, true);
    // Deleted since, or already someone's member: nothing to do.
    if (held.length === 0 || held.some((membership) => membership.organizationId)) return;
    await joinOrganization(tx, event.studentId, {
      organizationId: event.organizationId,
      role: 'student',
      joinedAt: new Date(),
    });
    await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, event.studentId), {
      organizationId: event.organizationId,
    });
  }
}
