import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG, type RedisConfig } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
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
  private readonly jobs: JobQueue<unknown>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) config: RedisConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(RetentionPurge) private readonly purge: RetentionPurge,
  ) {
    this.jobs = new JobQueue(retentionQueueName, redis, config);
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.startWorker(async () => void (await this.purge.run()), {
      concurrency: 1,
      logger: this.logger,
      readiness: this.readiness,
      failed: (_job, error) => this.logger.error(`retention purge failed: ${error.message}`),
    });
    await this.jobs.queue.upsertJobScheduler('nightly', nightlyPurge, {
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
    await this.jobs.close();
  }
}
