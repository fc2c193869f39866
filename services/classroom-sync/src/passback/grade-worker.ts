import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueConsumer } from '../queues/queue-consumer.js';
import { queueSettings } from '../queues/queue-settings.js';
import { GradePassback } from './grade-passback.js';
import { gradeJobId, gradeJobOptions, gradeQueueName, type GradeJobData } from './grade-queue.js';
import { PassbackStore, type PassbackRow } from './passback.store.js';

/**
 * The worker process's consumer of `classroom-grades`. Beside it, a reconciler (every PASSBACK_RECONCILE_MS):
 * grades parked on a 401 go again once their teacher has reconnected Google, and pending grades whose job Redis
 * lost (or never took) or that failed all their attempts are enqueued again (the same job id: never twice in
 * the queue at once).
 */
@Injectable()
export class GradeWorker implements OnModuleInit, OnModuleDestroy {
  private jobs: QueueConsumer<GradeJobData> | undefined;
  private readonly logger = new Logger('GradeWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(GradePassback) private readonly passback: GradePassback,
    @Inject(PassbackStore) private readonly store: PassbackStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs = await QueueConsumer.start(this.redis, this.config, this.logger, this.readiness, {
      queueName: gradeQueueName,
      settings: queueSettings(this.config).passback,
      run: (job) => this.run(job),
      reconcile: (queue) => this.reconcile(queue),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs?.close();
  }

  private run(job: Job<GradeJobData>): Promise<void> {
    return this.passback.run(job.data);
  }

  private async reconcile(queue: Queue<GradeJobData>): Promise<void> {
    for (const row of await this.store.resumeReconnected()) await this.enqueue(queue, row);
    // Pending a while: its job is checked (a job waiting out its backoff is left alone).
    for (const row of await this.store.stale(
      Math.max(60_000, 4 * queueSettings(this.config).passback.reconcileMs),
    ))
      await this.enqueue(queue, row);
  }

  private async enqueue(queue: Queue<GradeJobData>, row: PassbackRow): Promise<void> {
    const jobId = gradeJobId(row.submission_id, row.version, row.resumes);
    const job = await queue.getJob(jobId);
    if (job && !(await job.isFailed())) return;
    if (job) await job.remove();
    await queue.add(
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
