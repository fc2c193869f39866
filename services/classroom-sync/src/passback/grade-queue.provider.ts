import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueProducer } from '../queues/queue-producer.js';
import { gradeJobId, gradeJobOptions, gradeQueueName, type GradeJobData } from './grade-queue.js';

/** The `classroom-grades` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class GradeQueue extends QueueProducer<GradeJobData> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    super(gradeQueueName, redis, config);
  }

  /** Added once per id: BullMQ keeps a job id it has seen (until the completed job is removed). */
  async add(job: GradeJobData, resumes: number): Promise<void> {
    await this.queue.add('grade', job, {
      ...gradeJobOptions,
      jobId: gradeJobId(job.submissionId, job.version, resumes),
    });
  }
}
