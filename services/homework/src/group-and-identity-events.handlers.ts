import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  groupDeleted,
  membershipAdded,
  membershipRemoved,
  organizationDeleted,
  userDeleted,
} from '@crescendo/contracts';
import { EventConsumers, Outbox } from '@crescendo/service-kit';
import type { EntityManager } from 'typeorm';
import { findAssignment } from './assignment.store.js';
import {
  assignOpenToJoiner,
  unassignOpenFromLeaver,
  type GroupMembershipChange,
} from './assignment-students.store.js';
import { deleteGroupAssignments, deleteOrganizationHomework, deleteStudentWork } from './erasure.store.js';
import { recordHomework } from './homework-events.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';

/**
 * What other services' changes mean here (idempotent: the kit records each event once, and a second
 * run finds nothing to change). Each runs in the event's transaction, with the events it causes.
 */
@Injectable()
export class GroupAndIdentityEventsHandlers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  onModuleInit() {
    this.events.on(groupDeleted, ({ groupId, organizationId }, { manager }) =>
      deleteGroupAssignments(manager, organizationId, groupId),
    );
    this.events.on(membershipAdded, (data, { manager }) =>
      this.joined(manager, { ...data, at: this.options.now() }),
    );
    this.events.on(membershipRemoved, (data, { manager }) =>
      unassignOpenFromLeaver(manager, { ...data, at: this.options.now() }),
    );
    this.events.on(userDeleted, ({ userId }, { manager }) => deleteStudentWork(manager, userId));
    this.events.on(organizationDeleted, ({ organizationId }, { manager }) =>
      deleteOrganizationHomework(manager, organizationId),
    );
  }

  /** The assignments given to the joiner are announced as updated (their students changed). */
  private async joined(manager: EntityManager, change: GroupMembershipChange): Promise<void> {
    for (const assignmentId of await assignOpenToJoiner(manager, change)) {
      const row = await findAssignment(manager, change.organizationId, assignmentId);
      if (row) await recordHomework.assignmentUpdated(this.outbox, manager, row);
    }
  }
}
