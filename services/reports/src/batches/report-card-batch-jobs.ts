import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { Db, Readiness, REDIS, SERVICE_CONFIG, type RedisConfig } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import { REPORTS_OPTIONS, type ReportsOptions } from '../reports.options.js';
import { BATCH_FILES } from './batch-files.providers.js';
import type { BatchFiles } from './batch-files.js';
import { ReportCardBatchRenderer } from './report-card-batch.renderer.js';
import {
  batchesToRun,
  expiredBatches,
  findBatch,
  markExpired,
  markFailed,
} from './report-card-batch.store.js';

/**
 * Frozen (style.md §3): the BullMQ queue of 'Générer tous les bulletins'. Renaming it strands the jobs of a
 * running deployment.
 */
export const reportCardBatchQueueName = 'report-card-batches';

/** A job renders a batch; another, delayed until the zip's time is over, removes it. */
export type ReportCardJobData =
  { kind: 'render'; batchId: string; names: Record<string, string> } | { kind: 'expire'; batchId: string };

const renderOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  // The job's data holds the students' names: gone with it as soon as it ends.
  removeOnComplete: true,
  removeOnFail: { age: 3600 },
} as const;

/**
 * The queue and its worker, in the reports' process. One batch at a time per process (a school's 1 200 cards
 * take a CPU for a minute; a second process takes the next batch). PostgreSQL holds each batch's state: at
 * start, batches a crash left queued or running are enqueued again — without the names, which were the
 * asker's to read (their cards then print 'Élève inconnu' rather than nothing) — and zips whose time is over
 * are removed.
 */
@Injectable()
export class ReportCardBatchJobs implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReportCardBatchJobs');
  private readonly jobs: JobQueue<ReportCardJobData>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) config: RedisConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(Db) private readonly db: Db,
    @Inject(BATCH_FILES) private readonly files: BatchFiles,
    @Inject(ReportCardBatchRenderer) private readonly renderer: ReportCardBatchRenderer,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {
    this.jobs = new JobQueue(reportCardBatchQueueName, redis, config);
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.startWorker((job) => this.run(job), {
      concurrency: 1,
      logger: this.logger,
      readiness: this.readiness,
    });
    for (const batchId of await batchesToRun(this.db)) await this.enqueue(batchId, {});
    for (const batch of await expiredBatches(this.db, this.options.now())) await this.expire(batch.id);
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }

  async enqueue(batchId: string, names: Record<string, string>): Promise<void> {
    await this.jobs.queue.add(
      'render',
      { kind: 'render', batchId, names },
      { ...renderOptions, jobId: `render-${batchId}` },
    );
  }

  /** The job's BullMQ state, for the progress a page reads (PostgreSQL's row is the durable one). */
  private async run(job: Job<ReportCardJobData>): Promise<void> {
    const data = job.data;
    if (data.kind === 'expire') return this.expire(data.batchId);
    try {
      const ready = await this.renderer.render(data.batchId, data.names, (done, total) =>
        job.updateProgress({ done, total }),
      );
      if (ready) await this.scheduleExpiry(data.batchId, ready.expiresAt);
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn(
        `report cards ${data.batchId} (attempt ${job.attemptsMade + 1}): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (last) await markFailed(this.db, data.batchId);
      throw error;
    }
  }

  private async scheduleExpiry(batchId: string, at: Date): Promise<void> {
    await this.jobs.queue.add(
      'expire',
      { kind: 'expire', batchId },
      {
        jobId: `expire-${batchId}`,
        delay: Math.max(0, at.getTime() - this.options.now().getTime()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  /** The zip's time is over: the file goes, the row says so. */
  async expire(batchId: string): Promise<void> {
    const batch = await findBatch(this.db, batchId);
    if (!batch) return;
    await this.files.remove(batch.organizationId, batch.id);
    if (batch.status === 'ready') await markExpired(this.db, batch.id);
  }
}
