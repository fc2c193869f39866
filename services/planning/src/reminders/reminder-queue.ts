import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, Readiness, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from '../config.js';
import { bullPrefix, reminderQueueName, type ReminderJob } from './reminder-jobs.js';
import { ReminderSender } from './reminder-sender.js';

/**
 * The `planning-reminders` queue and its worker, in the planning's own process: delayed jobs kept in Redis, so
 * they survive a restart of the service (a job due while it was down runs when it is back). Connections of
 * their own (a worker blocks on its one), closed at shutdown; ready (`/health/ready`) while the worker runs.
 */
@Injectable()
export class ReminderQueue implements OnModuleInit, OnModuleDestroy {
  readonly queue: Queue<ReminderJob>;
  private worker: Worker<ReminderJob> | undefined;
  private readonly connections: Redis[] = [];
  private readonly logger = new Logger('ReminderQueue');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(ReminderSender) private readonly sender: ReminderSender,
  ) {
    const connection = redis.duplicate();
    this.connections.push(connection);
    this.queue = new Queue<ReminderJob>(reminderQueueName, {
      connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
  }

  async onModuleInit(): Promise<void> {
    const connection = this.redis.duplicate({ maxRetriesPerRequest: null });
    this.connections.push(connection);
    const worker = new Worker<ReminderJob>(
      reminderQueueName,
      (job: Job<ReminderJob>) => this.sender.run(job.data),
      {
        connection,
        prefix: bullPrefix(this.config.REDIS_PREFIX),
        concurrency: this.config.REMINDER_CONCURRENCY,
      },
    );
    worker.on('error', (error) => this.logger.warn(`queue ${reminderQueueName}: ${error.message}`));
    worker.on('failed', (job, error) =>
      this.logger.warn(
        `reminder ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
      ),
    );
    this.worker = worker;
    await Promise.all([this.queue.waitUntilReady(), worker.waitUntilReady()]);
    this.readiness.addCheck(`queue:${reminderQueueName}`, async () => {
      if (!worker.isRunning()) throw new Error(`no worker runs ${reminderQueueName}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const connection of this.connections) connection.disconnect();
  }
}
