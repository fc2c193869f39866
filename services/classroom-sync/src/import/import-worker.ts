import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { CourseImport } from './course-import.js';
import {
  bullPrefix,
  courseJobId,
  courseJobOptions,
  importQueueName,
  type CourseJobData,
} from './import-queue.js';
import { ImportStore } from './import.store.js';

/**
 * The worker process's consumer of `classroom-import` (a process of its own, scaled on its own): runs
 * IMPORT_CONCURRENCY course jobs at once, each waiting on Google most of the time. A job whose worker died is
 * taken up again once its lock lapses (BullMQ's stalled jobs). PostgreSQL holds each course's state, so a
 * reconciler also re-enqueues what Redis lost (a restart without persistence) and closes what failed for good.
 */
@Injectable()
export class ImportWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker<CourseJobData> | undefined;
  private queue: Queue<CourseJobData> | undefined;
  private readonly connections: Redis[] = [];
  private reconciling: NodeJS.Timeout | undefined;
  private readonly logger = new Logger('ImportWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CourseImport) private readonly courses: CourseImport,
    @Inject(ImportStore) private readonly store: ImportStore,
  ) {}

  onModuleInit(): void {
    const prefix = bullPrefix(this.config.REDIS_PREFIX);
    // Connections of their own (a worker blocks on its one), closed with them.
    const [forQueue, forWorker] = [
      this.redis.duplicate(),
      this.redis.duplicate({ maxRetriesPerRequest: null }),
    ];
    this.connections.push(forQueue, forWorker);
    this.queue = new Queue(importQueueName, { connection: forQueue, prefix });
    this.worker = new Worker<CourseJobData>(importQueueName, (job) => this.run(job), {
      connection: forWorker,
      prefix,
      concurrency: this.config.IMPORT_CONCURRENCY,
      lockDuration: this.config.IMPORT_LOCK_MS,
      stalledInterval: this.config.IMPORT_LOCK_MS,
      maxStalledCount: 3,
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

  private async run(job: Job<CourseJobData>): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const number = job.attemptsMade + 1;
    await this.courses.run(job.data.importId, job.data.courseId, { number, last: number >= attempts });
  }

  /** Courses to do whose job Redis no longer has are enqueued again; those whose job failed for good, failed. */
  async reconcile(): Promise<void> {
    if (!this.queue) return;
    try {
      for (const { import_id: importId, course_id: courseId } of await this.store.stale(
        this.config.IMPORT_RECONCILE_MS,
      )) {
        const jobId = courseJobId(importId, courseId);
        const job = await this.queue.getJob(jobId);
        if (!job) {
          await this.queue.add('course', { importId, courseId }, { ...courseJobOptions, jobId });
          this.logger.warn(`course ${courseId} of import ${importId} had no job: enqueued again`);
        } else if (await job.isFailed()) {
          await this.courses.run(importId, courseId, { number: courseJobOptions.attempts, last: true });
        }
        await this.store.touch(importId, courseId);
      }
    } catch (error) {
      this.logger.warn(`reconciling imports: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
