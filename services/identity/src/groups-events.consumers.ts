import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { membershipAdded, userUpdated } from '@crescendo/contracts';
import { EventConsumers, Outbox } from '@crescendo/service-kit';
import { MembershipEntity } from './entities/membership.entity.js';

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
    this.events.on(membershipAdded, async (event, { manager }) => {
      if (event.via === 'code') await this.attachStudent(manager, event);
    });
  }

  private async attachStudent(
    manager: EntityManager,
    event: { studentId: string; organizationId: string; groupId: string },
  ): Promise<void> {
    const membership = await manager.findOne(MembershipEntity, {
      where: { userId: event.studentId },
      lock: { mode: 'pessimistic_write' },
    });
    // Deleted since, or already someone's member: nothing to do.
    if (!membership || membership.organizationId) return;
    membership.organizationId = event.organizationId;
    membership.role = 'student';
    membership.joinedAt = new Date();
    await manager.save(membership);
    await this.outbox.add(
      manager,
      userUpdated,
      { userId: event.studentId, organizationId: event.organizationId },
      { organizationId: event.organizationId },
    );
  }
}
