import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix } from '../import/import-queue.js';
import { GradePassback } from './grade-passback.js';
import { gradeJobId, gradeJobOptions, gradeQueueName, type GradeJobData } from './grade-queue.js';
import { PassbackStore, type PassbackRow } from './passback.store.js';

/**
 * The worker process's consumer of `classroom-grades`. Beside it, a reconciler (every IMPORT_RECONCILE_MS):
 * grades parked on a 401 go again once their teacher has reconnected Google, and pending grades whose job Redis
 * lost (or never took) or that failed all their attempts are enqueued again (the same job id: never twice in
 * the queue at once).
 */
@Injectable()
export class GradeWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker<GradeJobData> | undefined;
  private queue: Queue<GradeJobData> | undefined;
  private readonly connections: Redis[] = [];
  private reconciling: NodeJS.Timeout | undefined;
  private readonly logger = new Logger('GradeWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GradePassback) private readonly passback: GradePassback,
    @Inject(PassbackStore) private readonly store: PassbackStore,
  ) {}

  onModuleInit(): void {
    const prefix = bullPrefix(this.config.REDIS_PREFIX);
    const [forQueue, forWorker] = [
      this.redis.duplicate(),
      this.redis.duplicate({ maxRetriesPerRequest: null }),
    ];
    this.connections.push(forQueue, forWorker);
    this.queue = new Queue(gradeQueueName, { connection: forQueue, prefix });
    this.worker = new Worker<GradeJobData>(gradeQueueName, (job) => this.run(job), {
      connection: forWorker,
      prefix,
      concurrency: this.config.IMPORT_CONCURRENCY,
      lockDuration: this.config.IMPORT_LOCK_MS,
      stalledInterval: this.config.IMPORT_LOCK_MS,
    });
    this.worker.on('error', (error) => this.logger.warn(`queue: ${error.message}`));
    this.reconciling = setInterval(() => void this.reconcile(), this.config.IMPORT_RECONCILE_MS);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.reconciling);
    await this.worker?.close();
    await this.queue?.close();
    for (const connection of this.connections) connection.disconnect();
  }

  private run(job: Job<GradeJobData>): Promise<void> {
    return this.passback.run(job.data);
  }

  async reconcile(): Promise<void> {
    try {
      for (const row of await this.store.resumeReconnected()) await this.enqueue(row);
      // Pending a while: its job is checked (a job waiting out its backoff is left alone).
      for (const row of await this.store.stale(Math.max(60_000, 4 * this.config.IMPORT_RECONCILE_MS)))
        await this.enqueue(row);
    } catch (error) {
      this.logger.warn(`reconciling grades: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async enqueue(row: PassbackRow): Promise<void> {
    const jobId = gradeJobId(row.submission_id, row.version, row.resumes);
    const job = await this.queue!.getJob(jobId);
    if (job && !(await job.isFailed())) return;
    if (job) await job.remove();
    await this.queue!.add(
      'grade',
      {
        submissionId: row.submission_id,
        version: row.version,
        gradedAt: new Date(row.graded_at).toISOString(),
      },
      { ...gradeJobOptions, jobId },
    );
  }
}
