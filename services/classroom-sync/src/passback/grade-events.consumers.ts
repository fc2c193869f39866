import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { assignmentDeleted, submissionGraded } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { PushStore } from '../push/push.store.js';
import { GradeQueue } from './grade-queue.provider.js';
import { PassbackStore } from './passback.store.js';

/**
 * `evt.homework.submission.graded` (durable consumer): a grade of a pushed assignment is recorded as wanted in
 * Classroom and handed to the `classroom-grades` queue (decision 0035). The job is added inside the event's
 * transaction: if the commit then fails the event comes again and adds the same job id (once); a job that
 * runs before the commit finds no row yet and is tried again; a job Redis did not take is the reconciler's.
 */
@Injectable()
export class GradeEventsConsumers implements OnModuleInit {
  private readonly logger = new Logger('GradeEvents');

  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(PushStore) private readonly pushes: PushStore,
    @Inject(PassbackStore) private readonly passbacks: PassbackStore,
    @Inject(GradeQueue) private readonly grades: GradeQueue,
  ) {}

  onModuleInit() {
    this.events.on(submissionGraded, async (graded, { event, db }) => {
      const pushed = await this.pushes.pushed(graded.assignmentId, db);
      if (!pushed || pushed.organization_id !== graded.organizationId) return;
      const waiting = await this.passbacks.want(
        {
          submissionId: graded.submissionId,
          organizationId: graded.organizationId,
          assignmentId: graded.assignmentId,
          studentId: graded.studentId,
          grade: graded.grade,
          version: event.id,
          gradedAt: event.occurredAt,
        },
        db,
      );
      if (!waiting) return;
      const job = { submissionId: graded.submissionId, version: event.id, gradedAt: event.occurredAt };
      // Redis away: the grade is recorded all the same, and the worker's reconciler enqueues it later.
      await this.grades.add(job, waiting.resumes).catch((error: unknown) => {
        this.logger.warn(`grade of submission ${graded.submissionId} not enqueued yet: ${String(error)}`);
      });
    });
    this.events.on(assignmentDeleted, async ({ assignmentId }, { db }) => {
      await this.pushes.forgetAssignment(assignmentId, db);
    });
  }
}
