import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers, Readiness, REDIS, SERVICE_CONFIG, type RedisConfig } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import { ErasureSweep } from './erasure-sweep.js';

/** Frozen (style.md §3): the BullMQ queue of the erasure sweeps. Renaming it strands a deployment's jobs. */
export const erasureSweepQueueName = 'privacy-erasure-sweep';

/**
 * Whose traces a sweep erases: an erased account's id, or a deleted organisation's (decision 0079: its id is in
 * every event of its school, in the outboxes and the streams).
 */
export type ErasureSweepJobData = { userId: string } | { organizationId: string };

/**
 * When a sweep that found something still to wait for is tried again: every 3 s for the first ten tries
 * (the consumers read within seconds), then doubling up to an hour; 200 tries reach about a week, for a
 * service down that long. Exported for its test.
 */
export function erasureSweepDelay(attemptsMade: number): number {
  if (attemptsMade <= 10) return 3000;
  return Math.min(3000 * 2 ** (attemptsMade - 10), 3_600_000);
}

const jobOptions = {
  attempts: 200,
  delay: 1000,
  backoff: { type: 'erasure-sweep' },
  // Done: nothing of the person stays in Redis. Given up after a week: kept 30 days for the operator, the
  // person's id alone (decision 0069).
  removeOnComplete: true,
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

/** Thrown to have BullMQ try the sweep again later; its message names no one. */
class NotSettled extends Error {}

/**
 * Identity's own `user.deleted`, once published and read back (so only an erasure that committed starts one),
 * enqueues the sweep of every service and stream for the person (decision 0069), its `organization.deleted` the
 * sweep for the school's id (decision 0079); the worker, in identity's process, tries it until it is settled.
 */
@Injectable()
export class ErasureSweepJobs implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ErasureSweepJobs');
  private readonly jobs: JobQueue<ErasureSweepJobData>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) config: RedisConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(ErasureSweep) private readonly sweep: ErasureSweep,
  ) {
    this.jobs = new JobQueue(erasureSweepQueueName, redis, config);
  }

  async onModuleInit(): Promise<void> {
    this.events.on(userDeleted, async ({ userId }) => {
      // A job id of its own: the person's id in a key would outlive the job in BullMQ's event log.
      await this.jobs.queue.add('sweep', { userId }, { ...jobOptions, jobId: randomUUID() });
    });
    // A school deleted: its own accounts are swept on their `user.deleted`; its id goes from the outboxes and
    // the streams too, once every consumer read what names it (decision 0079).
    this.events.on(organizationDeleted, async ({ organizationId }) => {
      await this.jobs.queue.add('sweep', { organizationId }, { ...jobOptions, jobId: randomUUID() });
    });
    await this.jobs.startWorker((job) => this.run(job), {
      concurrency: 1,
      settings: { backoffStrategy: (attemptsMade: number) => erasureSweepDelay(attemptsMade) },
      logger: this.logger,
      readiness: this.readiness,
      failed: (job, error) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          this.logger.error(
            `erasure sweep ${job.id} given up after ${job.attemptsMade} tries: ${error.message}`,
          );
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }

  private async run(job: Job<ErasureSweepJobData>): Promise<void> {
    const id = 'userId' in job.data ? job.data.userId : job.data.organizationId;
    const outcome = await this.sweep.run({ userId: id, email: null });
    if (outcome.waiting > 0 || outcome.pending > 0)
      throw new NotSettled(
        `${outcome.waiting} event(s) still to publish, ${outcome.pending} still to be read (${outcome.erased} erased)`,
      );
    this.logger.log(`erasure sweep ${job.id} settled (${outcome.erased} message(s) erased from the streams)`);
  }
}
