import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted, membershipRemoved, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { eraseGroup, eraseOrganization, erasePerson, forgetMembership } from './erasure.store.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import {
  eventIdsOfGroupAlone,
  eventIdsOfOrganization,
  occurrenceDaysOf,
} from './reminders/reminder.store.js';

/**
 * Deletions and departures reach the planning (decision 0028). Idempotent: a second delivery finds nothing left.
 * The reminders of the events a deletion takes go with them (a reminder left behind finds its event gone and
 * says nothing); one who leaves a group is no longer asked of groups when its reminders are sent.
 */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(ReminderScheduler) private readonly reminders: ReminderScheduler,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { db: tx }) => erasePerson(tx, userId));
    this.events.on(groupDeleted, async ({ groupId }, { db: tx }) => {
      const going = await occurrenceDaysOf(tx, await eventIdsOfGroupAlone(tx, groupId));
      await eraseGroup(tx, groupId);
      await this.reminders.forget(going);
    });
    this.events.on(membershipRemoved, ({ studentId, groupId }, { db: tx }) =>
      forgetMembership(tx, studentId, groupId),
    );
    this.events.on(organizationDeleted, async ({ organizationId }, { db: tx }) => {
      const going = await occurrenceDaysOf(tx, await eventIdsOfOrganization(tx, organizationId));
      await eraseOrganization(tx, organizationId);
      await this.reminders.forget(going);
    });
  }
}
