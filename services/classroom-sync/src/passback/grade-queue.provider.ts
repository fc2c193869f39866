import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix } from '../import/import-queue.js';
import { gradeJobId, gradeJobOptions, gradeQueueName, type GradeJobData } from './grade-queue.js';

/** The `classroom-grades` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class GradeQueue implements OnModuleDestroy {
  readonly queue: Queue<GradeJobData>;
  private readonly connection: Redis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    this.connection = redis.duplicate();
    this.queue = new Queue<GradeJobData>(gradeQueueName, {
      connection: this.connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
  }

  /** Added once per id: BullMQ keeps a job id it has seen (until the completed job is removed). */
  async add(job: GradeJobData, resumes: number): Promise<void> {
    await this.queue.add('grade', job, {
      ...gradeJobOptions,
      jobId: gradeJobId(job.submissionId, job.version, resumes),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
