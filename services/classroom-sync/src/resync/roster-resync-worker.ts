import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { Readiness, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ClassroomConfig } from '../config.js';
import { QueueConsumer } from '../queues/queue-consumer.js';
import { queueSettings } from '../queues/queue-settings.js';
import { RosterResync } from './roster-resync.js';
import { RosterResyncQueue } from './roster-resync-queue.provider.js';
import { rosterResyncQueueName, rosterResyncSchedulerId, type RosterJobData } from './roster-resync-queue.js';
import { RosterStore } from './roster.store.js';

/** Linked groups enqueued per statement by a sweep. */
const sweepPage = 500;

/**
 * The worker process's consumer of `classroom-roster-resync`. Every worker upserts the one job scheduler of
 * the deployment (same id: one schedule however many workers start, the period following
 * ROSTER_RESYNC_EVERY_MS); its tick is a `sweep` job that enqueues a `group` job per linked group, so that
 * a failing course fails alone and the groups spread over every worker.
 */
@Injectable()
export class RosterResyncWorker implements OnModuleInit, OnModuleDestroy {
  private jobs: QueueConsumer<RosterJobData> | undefined;
  private readonly logger = new Logger('RosterResyncWorker');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassroomConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(RosterResyncQueue) private readonly resyncs: RosterResyncQueue,
    @Inject(RosterResync) private readonly resync: RosterResync,
    @Inject(RosterStore) private readonly store: RosterStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.resyncs.queue.upsertJobScheduler(
      rosterResyncSchedulerId,
      { every: this.config.ROSTER_RESYNC_EVERY_MS },
      { name: 'sweep', data: { kind: 'sweep' }, opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
    this.jobs = await QueueConsumer.start(this.redis, this.config, this.logger, this.readiness, {
      queueName: rosterResyncQueueName,
      settings: queueSettings(this.config).resync,
      run: (job) => this.run(job),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs?.close();
  }

  private async run(job: Job<RosterJobData>): Promise<void> {
    if (job.data.kind === 'sweep') return this.sweep();
    const attempts = job.opts.attempts ?? 1;
    await this.resync.run(job.data.groupId, { last: job.attemptsMade + 1 >= attempts });
  }

  /** Every linked group of the deployment gets its job (one already waiting is not added twice). */
  async sweep(): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const groupIds = await this.store.page(after, sweepPage);
      if (groupIds.length === 0) return;
      await this.resyncs.enqueue(groupIds);
      after = groupIds[groupIds.length - 1]!;
    }
  }
}
