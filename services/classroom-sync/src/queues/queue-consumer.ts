import type { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix } from '../import/import-queue.js';

export interface QueueConsumerOptions<T> {
  queueName: string;
  run: (job: Job<T>) => Promise<void>;
  concurrency: number;
  maxStalledCount?: number;
  /** Every IMPORT_RECONCILE_MS: what PostgreSQL says is to do and Redis lost, or what failed for good. */
  reconcile: (queue: Queue<T>) => Promise<void>;
}

/**
 * A queue's consumer in the worker process, with a reconciler beside it: connections of its own (a worker
 * blocks on its one), closed with it. A job whose worker died is taken up again once its lock lapses
 * (BullMQ's stalled jobs); PostgreSQL holds each job's state, so the reconciler can enqueue again what a
 * Redis restart without persistence lost.
 */
export class QueueConsumer<T> {
  readonly queue: Queue<T>;
  private readonly worker: Worker<T>;
  private readonly connections: Redis[];
  private readonly reconciling: NodeJS.Timeout;

  constructor(redis: Redis, config: ClassroomConfig, logger: Logger, options: QueueConsumerOptions<T>) {
    const prefix = bullPrefix(config.REDIS_PREFIX);
    const [forQueue, forWorker] = [redis.duplicate(), redis.duplicate({ maxRetriesPerRequest: null })];
    this.connections = [forQueue, forWorker];
    this.queue = new Queue<T>(options.queueName, { connection: forQueue, prefix });
    this.worker = new Worker<T>(options.queueName, options.run, {
      connection: forWorker,
      prefix,
      concurrency: options.concurrency,
      lockDuration: config.IMPORT_LOCK_MS,
      stalledInterval: config.IMPORT_LOCK_MS,
      ...(options.maxStalledCount === undefined ? {} : { maxStalledCount: options.maxStalledCount }),
    });
    this.worker.on('error', (error) => logger.warn(`queue: ${error.message}`));
    this.reconciling = setInterval(() => {
      options.reconcile(this.queue).catch((error: unknown) => {
        logger.warn(`reconciling: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, config.IMPORT_RECONCILE_MS);
  }

  async close(): Promise<void> {
    clearInterval(this.reconciling);
    await this.worker.close();
    await this.queue.close();
    for (const connection of this.connections) connection.disconnect();
  }
}
