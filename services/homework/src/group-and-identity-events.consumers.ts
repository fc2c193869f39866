import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  groupDeleted,
  membershipAdded,
  membershipRemoved,
  organizationDeleted,
  userDeleted,
} from '@crescendo/contracts';
import { type Db, EventConsumers, Outbox } from '@crescendo/service-kit';
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
export class GroupAndIdentityEventsConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  onModuleInit() {
    this.events.on(groupDeleted, ({ groupId, organizationId }, { db: tx }) =>
      deleteGroupAssignments(tx, organizationId, groupId),
    );
    this.events.on(membershipAdded, (data, { db: tx }) =>
      this.joined(tx, { ...data, at: this.options.now() }),
    );
    this.events.on(membershipRemoved, (data, { db: tx }) =>
      unassignOpenFromLeaver(tx, { ...data, at: this.options.now() }),
    );
    this.events.on(userDeleted, ({ userId }, { db: tx }) => deleteStudentWork(tx, userId));
    this.events.on(organizationDeleted, ({ organizationId }, { db: tx }) =>
      deleteOrganizationHomework(tx, organizationId),
    );
  }

  /** The assignments given to the joiner are announced as updated (their students changed). */
  private async joined(tx: Db, change: GroupMembershipChange): Promise<void> {
    for (const assignmentId of await assignOpenToJoiner(tx, change)) {
      const row = await findAssignment(tx, change.organizationId, assignmentId);
      if (row) await recordHomework.assignmentUpdated(this.outbox, tx, row);
    }
  }
}
