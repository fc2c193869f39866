import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueConsumer } from '../queues/queue-consumer.js';
import { queueSettings } from '../queues/queue-settings.js';
import { CalendarPublisher } from './calendar-publisher.js';
import { calendarQueueName, enqueueCalendarJob, type CalendarJobData } from './calendar-queue.js';
import { CalendarStore } from './calendar.store.js';

/**
 * The worker process's consumer of `classroom-calendar`, with its reconciler: an event still pending a while
 * (its job lost by Redis, never taken, or failed all its attempts) is enqueued again.
 */
@Injectable()
export class CalendarWorker implements OnModuleInit, OnModuleDestroy {
  private jobs: QueueConsumer<CalendarJobData> | undefined;
  private readonly logger = new Logger('CalendarWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(CalendarPublisher) private readonly publisher: CalendarPublisher,
    @Inject(CalendarStore) private readonly store: CalendarStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs = await QueueConsumer.start(this.redis, this.config, this.logger, this.readiness, {
      queueName: calendarQueueName,
      settings: queueSettings(this.config).calendar,
      run: (job: Job<CalendarJobData>) => this.publisher.run(job.data),
      reconcile: (queue) => this.reconcile(queue),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs?.close();
  }

  private async reconcile(queue: Queue<CalendarJobData>): Promise<void> {
    const olderThanMs = Math.max(60_000, 4 * queueSettings(this.config).calendar.reconcileMs);
    for (const row of await this.store.pending({ olderThanMs }))
      await enqueueCalendarJob(queue, {
        publicationId: row.publication_id,
        eventId: row.event_id,
        sequence: row.wanted_sequence,
      });
  }
}
