import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG, type RedisConfig } from '@crescendo/service-kit';
import { RetentionPurge } from './retention-purge.js';

/** Frozen (style.md §3): the BullMQ queue of the nightly retention purge. */
export const retentionQueueName = 'privacy-retention';

/** Every night at 3:30 in Quebec, when schools are closed. */
export const nightlyPurge = { pattern: '30 3 * * *', tz: 'America/Toronto' } as const;

/**
 * The nightly retention purge as a BullMQ job scheduler (decision 0059): one scheduler id, so every identity
 * replica that starts upserts the same one and the purge runs once a night, on whichever worker takes it.
 */
@Injectable()
export class RetentionJobs implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RetentionJobs');
  private readonly connections: Redis[];
  private readonly queue: Queue;
  private worker: Worker | undefined;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: RedisConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(RetentionPurge) private readonly purge: RetentionPurge,
  ) {
    this.connections = [redis.duplicate(), redis.duplicate({ maxRetriesPerRequest: null })];
    this.queue = new Queue(retentionQueueName, { connection: this.connections[0]!, prefix: this.prefix });
  }

  private get prefix(): string {
    return `${this.config.REDIS_PREFIX}bull`;
  }

  async onModuleInit(): Promise<void> {
    this.worker = new Worker(retentionQueueName, async () => void (await this.purge.run()), {
      connection: this.connections[1]!,
      prefix: this.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`queue ${retentionQueueName}: ${error.message}`));
    this.worker.on('failed', (_job, error) => this.logger.error(`retention purge failed: ${error.message}`));
    await Promise.all([this.queue.waitUntilReady(), this.worker.waitUntilReady()]);
    this.readiness.addCheck(`queue:${retentionQueueName}`, async () => {
      if (!this.worker?.isRunning()) throw new Error(`no worker runs ${retentionQueueName}`);
    });
    await this.queue.upsertJobScheduler('nightly', nightlyPurge, {
      name: 'purge',
      opts: {
        attempts: 3,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: 30,
        removeOnFail: 30,
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const connection of this.connections) connection.disconnect();
  }
}
