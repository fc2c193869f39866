import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueProducer } from '../queues/queue-producer.js';
import {
  groupJobId,
  groupJobOptions,
  rosterResyncQueueName,
  type RosterJobData,
} from './roster-resync-queue.js';

/** The `classroom-roster-resync` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class RosterResyncQueue extends QueueProducer<RosterJobData> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    super(rosterResyncQueueName, redis, config);
  }

  /** A re-sync of each group (one job per group: already waiting, it is not added twice). */
  async enqueue(groupIds: string[]): Promise<void> {
    await this.queue.addBulk(
      groupIds.map((groupId) => ({
        name: 'group',
        data: { kind: 'group' as const, groupId },
        opts: { ...groupJobOptions, jobId: groupJobId(groupId) },
      })),
    );
  }
}
