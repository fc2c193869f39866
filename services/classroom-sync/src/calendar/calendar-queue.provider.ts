import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueProducer } from '../queues/queue-producer.js';
import { calendarQueueName, enqueueCalendarJob, type CalendarJobData } from './calendar-queue.js';

/** The `classroom-calendar` queue as the API process adds to it, on a Redis connection of its own. */
@Injectable()
export class CalendarQueue extends QueueProducer<CalendarJobData> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    super(calendarQueueName, redis, config);
  }

  add(job: CalendarJobData): Promise<void> {
    return enqueueCalendarJob(this.queue, job);
  }
}
