import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, Readiness, SERVICE_CONFIG } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import type { PlanningConfig } from '../config.js';
import { reminderQueueName, type ReminderJob } from './reminder-jobs.js';
import { ReminderSender } from './reminder-sender.js';

/**
 * The `planning-reminders` queue and its worker, in the planning's own process: delayed jobs kept in Redis, so
 * they survive a restart of the service (a job due while it was down runs when it is back). Connections of
 * their own (a worker blocks on its one), closed at shutdown; ready (`/health/ready`) while the worker runs.
 */
@Injectable()
export class ReminderQueue implements OnModuleInit, OnModuleDestroy {
  readonly queue: Queue<ReminderJob>;
  private readonly jobs: JobQueue<ReminderJob>;
  private readonly logger = new Logger('ReminderQueue');

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(ReminderSender) private readonly sender: ReminderSender,
  ) {
    this.jobs = new JobQueue(reminderQueueName, redis, config);
    this.queue = this.jobs.queue;
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.startWorker((job: Job<ReminderJob>) => this.sender.run(job.data), {
      concurrency: this.config.REMINDER_CONCURRENCY,
      logger: this.logger,
      readiness: this.readiness,
      failed: (job, error) =>
        this.logger.warn(
          `reminder ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
        ),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }
}
