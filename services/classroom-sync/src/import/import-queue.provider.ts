import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix, importQueueName, type CourseJobData } from './import-queue.js';

/** The `classroom-import` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class ImportQueue implements OnModuleDestroy {
  readonly queue: Queue<CourseJobData>;
  private readonly connection: Redis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    this.connection = redis.duplicate();
    this.queue = new Queue<CourseJobData>(importQueueName, {
      connection: this.connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
