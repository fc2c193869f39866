import type { OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobQueue } from '@crescendo/service-kit/jobs';
import type { ClassroomConfig } from '../config.js';

/**
 * A queue as a process adds to it (`queue`), on a Redis connection of its own that goes with it at shutdown;
 * its jobs are run by the worker process's `QueueConsumer`. Each queue's provider names its queue.
 */
export abstract class QueueProducer<T> implements OnModuleDestroy {
  readonly queue: Queue<T>;
  private readonly jobs: JobQueue<T>;

  protected constructor(name: string, redis: Redis, config: ClassroomConfig) {
    this.jobs = new JobQueue<T>(name, redis, config);
    this.queue = this.jobs.queue;
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }
}
