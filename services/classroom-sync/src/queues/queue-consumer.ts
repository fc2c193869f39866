import type { Logger } from '@nestjs/common';
import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { traceJob, type JobTrace, type Readiness } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import type { ClassroomConfig } from '../config.js';
import type { QueueSettings } from './queue-settings.js';
import { forgetQueue, measureQueue } from './queue-metrics.js';

export interface QueueConsumerOptions<T> {
  queueName: string;
  /** The queue's own settings (`queueSettings`). */
  settings: QueueSettings;
  run: (job: Job<T>) => Promise<void>;
  maxStalledCount?: number;
  /** Every `settings.reconcileMs`: what PostgreSQL says is to do and Redis lost, or what failed for good. */
  reconcile?: (queue: Queue<T>) => Promise<void>;
}

/**
 * A queue's consumer in the worker process, with a reconciler beside it: connections of its own (a worker
 * blocks on its one), closed with it. A job whose worker died is taken up again once its lock lapses
 * (BullMQ's stalled jobs); PostgreSQL holds each job's state, so the reconciler can enqueue again what a
 * Redis restart without persistence lost.
 *
 * The process is ready (`/health/ready`, check `queue:<name>`) only once the consumer's connections are and
 * while its fetch loop runs; a loop that ended on an error is started again at the next reconciliation.
 */
export class QueueConsumer<T> {
  readonly queue: Queue<T>;
  private readonly jobs: JobQueue<T>;
  private readonly reconciling: NodeJS.Timeout;
  private closed: Promise<void> | undefined;

  private constructor(
    redis: Redis,
    config: ClassroomConfig,
    private readonly logger: Logger,
    options: QueueConsumerOptions<T>,
  ) {
    this.jobs = new JobQueue<T>(options.queueName, redis, config);
    this.queue = this.jobs.queue;
    this.reconciling = setInterval(() => {
      this.keepRunning();
      options.reconcile?.(this.queue).catch((error: unknown) => {
        logger.warn(`reconciling: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, options.settings.reconcileMs);
  }

  /** Resolves once the queue and the worker's connections are ready, with the check added to `readiness`. */
  static async start<T>(
    redis: Redis,
    config: ClassroomConfig,
    logger: Logger,
    readiness: Readiness,
    options: QueueConsumerOptions<T>,
  ): Promise<QueueConsumer<T>> {
    const consumer = new QueueConsumer(redis, config, logger, options);
    // A job continues the trace of the request that enqueued it, when it carries one (`jobTrace()`).
    const run = (job: Job<T>) =>
      traceJob(options.queueName, (job.data as { trace?: JobTrace } | undefined)?.trace, () =>
        options.run(job),
      );
    const ready = consumer.jobs.startWorker(run, {
      concurrency: options.settings.concurrency,
      lockDuration: options.settings.lockMs,
      stalledInterval: options.settings.lockMs,
      maxStalledCount: options.maxStalledCount,
      logger,
      readiness,
    });
    // The worker exists from the call on: measured before its first job, as its 'error' is logged.
    measureQueue(consumer.queue, consumer.worker);
    await ready;
    return consumer;
  }

  private get worker(): Worker<T> {
    return this.jobs.worker!;
  }

  /** BullMQ's fetch loop ends if an error escapes it; a worker process that fetches nothing is of no use. */
  private keepRunning(): void {
    if (this.closed || this.worker.isRunning()) return;
    this.logger.error(`queue ${this.queue.name}: the worker had stopped fetching jobs; started again`);
    this.worker.run().catch((error: unknown) => {
      this.logger.warn(`queue ${this.queue.name}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Lets the jobs in hand finish, then closes the connections (once, however many times it is called). */
  close(): Promise<void> {
    this.closed ??= (async () => {
      clearInterval(this.reconciling);
      forgetQueue(this.queue as Queue);
      await this.jobs.close();
    })();
    return this.closed;
  }
}
