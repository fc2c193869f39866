import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { bullPrefix } from '../import/import-queue.js';
import {
  groupJobId,
  groupJobOptions,
  rosterResyncQueueName,
  type RosterJobData,
} from './roster-resync-queue.js';

/** The `classroom-roster-resync` queue, on a Redis connection of its own that goes with it at shutdown. */
@Injectable()
export class RosterResyncQueue implements OnModuleDestroy {
  readonly queue: Queue<RosterJobData>;
  private readonly connection: Redis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: ClassroomConfig) {
    this.connection = redis.duplicate();
    this.queue = new Queue<RosterJobData>(rosterResyncQueueName, {
      connection: this.connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
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

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
