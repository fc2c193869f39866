import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { Db, Readiness, REDIS, SERVICE_CONFIG, type RedisConfig } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import { ArchiveGathering } from './archive-gathering.js';
import { archivesGathering, markArchiveFailed } from './data-archive.store.js';

/**
 * Frozen (style.md §3): the BullMQ queue of 'Télécharger mes données'. Renaming it strands the jobs of a
 * running deployment.
 */
export const archiveQueueName = 'privacy-archive';

export interface ArchiveJobData {
  archiveId: string;
}

const jobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * The archives' queue and its worker, in identity's process (decision 0059: identity alone may ask the
 * services for a person's data). One archive at a time: each asks every service page by page, and a person
 * waits minutes for a mail anyway. PostgreSQL holds each archive's state: at start, archives still to gather
 * are enqueued again (one job per archive id, so an existing job is not doubled).
 */
@Injectable()
export class ArchiveJobs implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ArchiveJobs');
  private readonly jobs: JobQueue<ArchiveJobData>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) config: RedisConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(Db) private readonly db: Db,
    @Inject(ArchiveGathering) private readonly gathering: ArchiveGathering,
  ) {
    this.jobs = new JobQueue(archiveQueueName, redis, config);
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.startWorker((job) => this.run(job), {
      concurrency: 1,
      logger: this.logger,
      readiness: this.readiness,
    });
    for (const archiveId of await archivesGathering(this.db)) await this.enqueue(archiveId);
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }

  async enqueue(archiveId: string): Promise<void> {
    await this.jobs.queue.add('archive', { archiveId }, { ...jobOptions, jobId: archiveId });
  }

  private async run(job: Job<ArchiveJobData>): Promise<void> {
    try {
      await this.gathering.run(job.data.archiveId);
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn(
        `archive ${job.data.archiveId} (attempt ${job.attemptsMade + 1}): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (last) await markArchiveFailed(this.db, job.data.archiveId);
      throw error;
    }
  }
}
