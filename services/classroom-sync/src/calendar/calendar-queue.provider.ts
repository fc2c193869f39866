import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix } from '../import/import-queue.js';
import { calendarQueueName, enqueueCalendarJob, type CalendarJobData } from './calendar-queue.js';

/** The `classroom-calendar` queue as the API process adds to it, on a Redis connection of its own. */
@Injectable()
export class CalendarQueue implements OnModuleDestroy {
  readonly queue: Queue<CalendarJobData>;
  private readonly connection: Redis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    this.connection = redis.duplicate();
    this.queue = new Queue<CalendarJobData>(calendarQueueName, {
      connection: this.connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
  }

  add(job: CalendarJobData): Promise<void> {
    return enqueueCalendarJob(this.queue, job);
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
