import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueProducer } from '../queues/queue-producer.js';
import { importQueueName, type CourseJobData } from './import-queue.js';

/** The `classroom-import` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class ImportQueue extends QueueProducer<CourseJobData> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    super(importQueueName, redis, config);
  }
}
