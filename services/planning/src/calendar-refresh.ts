import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppException, Db, REDIS, Readiness, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from './config.js';
import { IMPORTED_CALENDAR_STORE, type ImportedCalendarStore } from './imported-calendar.store.js';
import { ImportsService } from './imports.service.js';
import { bullPrefix } from './reminders/reminder-jobs.js';

/**
 * Frozen (style.md §3): the queue of the daily reads of calendars imported by address, and its one schedule
 * per deployment (every replica upserts the same id). Renaming either leaves a second schedule behind.
 */
export const calendarRefreshQueueName = 'planning-calendar-refresh';
export const calendarRefreshSchedulerId = 'calendar-refresh';

/** Calendars read per page of the sweep. */
const sweepPage = 100;

/**
 * Every calendar imported by its address is read again once a period (PLANNING_CALENDAR_REFRESH_EVERY_MS, a
 * day): the board's changes to its pedagogical days come in by themselves, a failed read keeps the last good
 * days and says why in 'Calendriers importés'. One sweep at a time for the whole deployment (BullMQ's job
 * scheduler), the calendars one after the other (a board's few addresses, a few kB each).
 */
@Injectable()
export class CalendarRefresh implements OnModuleInit, OnModuleDestroy {
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Redis[] = [];
  private readonly logger = new Logger('CalendarRefresh');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
    @Inject(Readiness) private readonly readiness: Readiness,
    @Inject(Db) private readonly db: Db,
    @Inject(IMPORTED_CALENDAR_STORE) private readonly store: ImportedCalendarStore,
    @Inject(ImportsService) private readonly imports: ImportsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const prefix = bullPrefix(this.config.REDIS_PREFIX);
    const queueConnection = this.redis.duplicate();
    const workerConnection = this.redis.duplicate({ maxRetriesPerRequest: null });
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(calendarRefreshQueueName, { connection: queueConnection, prefix });
    await this.queue.upsertJobScheduler(
      calendarRefreshSchedulerId,
      { every: this.config.PLANNING_CALENDAR_REFRESH_EVERY_MS },
      { name: 'sweep', data: {}, opts: { removeOnComplete: true, removeOnFail: 20 } },
    );
    const worker = new Worker(calendarRefreshQueueName, () => this.sweep(), {
      connection: workerConnection,
      prefix,
      concurrency: 1,
    });
    worker.on('error', (error) => this.logger.warn(`queue ${calendarRefreshQueueName}: ${error.message}`));
    worker.on('failed', (_job, error) => this.logger.warn(`calendar refresh failed: ${error.message}`));
    this.worker = worker;
    await worker.waitUntilReady();
    this.readiness.addCheck(`queue:${calendarRefreshQueueName}`, async () => {
      if (!worker.isRunning()) throw new Error(`no worker runs ${calendarRefreshQueueName}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    for (const connection of this.connections) connection.disconnect();
  }

  /** Every calendar imported by address, read again; returns how many were read and how many failed. */
  async sweep(): Promise<{ read: number; failed: number }> {
    let after: string | null = null;
    let read = 0;
    let failed = 0;
    for (;;) {
      const calendars = await this.store.calendarsFromUrl(this.db, after, sweepPage);
      if (calendars.length === 0) break;
      for (const calendar of calendars) {
        const outcome = await this.imports.readAgain(calendar);
        if (outcome === undefined) continue;
        if (outcome instanceof AppException) failed += 1;
        else read += 1;
      }
      after = calendars[calendars.length - 1]!.id;
    }
    this.logger.log(JSON.stringify({ msg: 'planning.calendars.refreshed', read, failed }));
    return { read, failed };
  }
}
