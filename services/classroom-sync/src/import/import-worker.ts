import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueConsumer } from '../queues/queue-consumer.js';
import { queueSettings } from '../queues/queue-settings.js';
import { CourseImport } from './course-import.js';
import {
  courseJobId,
  courseJobOptions,
  coursePriority,
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
  private jobs: QueueConsumer<CourseJobData> | undefined;
  private readonly logger = new Logger('ImportWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(CourseImport) private readonly courses: CourseImport,
    @Inject(ImportStore) private readonly store: ImportStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs = await QueueConsumer.start(this.redis, this.config, this.logger, this.readiness, {
      queueName: importQueueName,
      settings: queueSettings(this.config).import,
      run: (job) => this.run(job),
      maxStalledCount: 3,
      reconcile: (queue) => this.reconcile(queue),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs?.close();
  }

  private async run(job: Job<CourseJobData>): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const number = job.attemptsMade + 1;
    await this.courses.run(job.data.importId, job.data.courseId, { number, last: number >= attempts });
  }

  /** Courses to do whose job Redis no longer has are enqueued again; those whose job failed for good, failed. */
  private async reconcile(queue: Queue<CourseJobData>): Promise<void> {
    for (const { import_id: importId, course_id: courseId } of await this.store.stale(
      queueSettings(this.config).import.reconcileMs,
    )) {
      const jobId = courseJobId(importId, courseId);
      const job = await queue.getJob(jobId);
      if (!job) {
        await queue.add(
          'course',
          { importId, courseId },
          { ...courseJobOptions, jobId, priority: coursePriority(0) },
        );
        this.logger.warn(`course ${courseId} of import ${importId} had no job: enqueued again`);
      } else if (await job.isFailed()) {
        await this.courses.run(importId, courseId, { number: courseJobOptions.attempts, last: true });
      }
      await this.store.touch(importId, courseId);
    }
  }
}
