import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppException, Db, REDIS, Readiness, SERVICE_CONFIG } from '@crescendo/service-kit';
import { JobQueue } from '@crescendo/service-kit/jobs';
import type { PlanningConfig } from './config.js';
import { IMPORTED_CALENDAR_STORE, type ImportedCalendarStore } from './imported-calendar.store.js';
import { ImportsService } from './imports.service.js';

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
  private jobs: JobQueue<unknown> | undefined;
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
    this.jobs = new JobQueue(calendarRefreshQueueName, this.redis, this.config);
    await this.jobs.queue.upsertJobScheduler(
      calendarRefreshSchedulerId,
      { every: this.config.PLANNING_CALENDAR_REFRESH_EVERY_MS },
      { name: 'sweep', data: {}, opts: { removeOnComplete: true, removeOnFail: 20 } },
    );
    await this.jobs.startWorker(() => this.sweep(), {
      concurrency: 1,
      logger: this.logger,
      readiness: this.readiness,
      failed: (_job, error) => this.logger.warn(`calendar refresh failed: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs?.close();
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
