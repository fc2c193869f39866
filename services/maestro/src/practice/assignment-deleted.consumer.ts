import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { assignmentDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { markPracticePlansAssignmentDeleted } from './practice-plan.store.js';

/**
 * Homework deleted an assignment: the practice plans asked from it stay (a student's week, a teacher's keep,
 * with the title they were asked from) and are marked 'Devoir supprimé'. Idempotent: a second delivery finds
 * them marked.
 */
@Injectable()
export class AssignmentDeletedConsumer implements OnModuleInit {
  constructor(@Inject(EventConsumers) private readonly events: EventConsumers) {}

  onModuleInit() {
    this.events.on(assignmentDeleted, ({ organizationId, assignmentId }, { db, event }) =>
      markPracticePlansAssignmentDeleted(db, organizationId, assignmentId, new Date(event.occurredAt)),
    );
  }
}
