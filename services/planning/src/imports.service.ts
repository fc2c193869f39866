import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  calendarAddress,
  type Actor,
  type ImportedCalendar,
  type PayloadOf,
  type importCalendar,
  type importCalendarFromUrl,
  type listImportedCalendars,
  type listImportedDays,
} from '@crescendo/contracts';
import { instantAt, placeKey, shiftDay } from '@crescendo/domain';
import { AppException, Db, SERVICE_CONFIG, viewerOf } from '@crescendo/service-kit';
import { CalendarFetchRefusal, fetchCalendarText } from './calendar-fetch.js';
import type { PlanningConfig } from './config.js';
import { IcsRefusal, readIcs, type ImportedEventTimes } from './ics-import.js';
import {
  IMPORTED_CALENDAR_STORE,
  decodeCalendarCursor,
  decodeImportedDayCursor,
  type ImportedCalendarStore,
} from './imported-calendar.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';

/** A refusal said on the form's field (`ics` for a file, `url` for an address). */
function refused(error: IcsRefusal | CalendarFetchRefusal, field: 'ics' | 'url'): AppException {
  return new AppException('VALIDATION_FAILED', error.key, {
    params: error.params,
    fields: { [field]: { key: error.key, params: error.params } },
  });
}

/**
 * 'Importer un calendrier' (issue 28 §4): an admin imports an outside calendar from its .ics text or from its
 * address (read again every day and on 'Actualiser'); its days and events become read-only days of the
 * school, which everyone of the school reads (and which the conflicts before saving name, §5). A file or an
 * address refused stores nothing; a later read that fails keeps the last good days and says why.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('ImportsService');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(IMPORTED_CALENDAR_STORE) private readonly store: ImportedCalendarStore,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
  ) {}

  private eventsOf(ics: string, now: Date): ImportedEventTimes[] {
    return readIcs(ics, { timeZone: this.options.timeZone, now }).events;
  }

  /** The address's calendar read and parsed; a refusal names the key of its reason. */
  private async eventsAt(url: URL, now: Date): Promise<ImportedEventTimes[]> {
    const text = await fetchCalendarText(url, {
      allowAddresses: this.config.PLANNING_CALENDAR_ALLOW_ADDRESSES,
      timeoutMs: this.config.PLANNING_CALENDAR_FETCH_TIMEOUT_MS,
    });
    return this.eventsOf(text, now);
  }

  async importCalendar(
    actor: Actor | null,
    input: PayloadOf<typeof importCalendar>,
  ): Promise<ImportedCalendar & { replaced: boolean }> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    const now = this.options.now();
    let events: ImportedEventTimes[];
    try {
      events = this.eventsOf(input.ics, now);
    } catch (error) {
      if (error instanceof IcsRefusal) throw refused(error, 'ics');
      throw error;
    }
    return this.save(viewer, { name: input.name, events, at: now, sourceUrl: null });
  }

  /** 'Importer par adresse': read now, then every day; nothing is stored when the address gives no calendar. */
  async importFromUrl(
    actor: Actor | null,
    input: PayloadOf<typeof importCalendarFromUrl>,
  ): Promise<ImportedCalendar & { replaced: boolean }> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    const url = calendarAddress(input.url);
    if (!url) throw new AppException('VALIDATION_FAILED', 'validation.calendarUrl');
    const now = this.options.now();
    let events: ImportedEventTimes[];
    try {
      events = await this.eventsAt(url, now);
    } catch (error) {
      if (error instanceof IcsRefusal || error instanceof CalendarFetchRefusal) throw refused(error, 'url');
      throw error;
    }
    return this.save(viewer, { name: input.name, events, at: now, sourceUrl: url.href });
  }

  private async save(
    viewer: { organizationId: string; userId: string },
    write: { name: string; events: ImportedEventTimes[]; at: Date; sourceUrl: string | null },
  ) {
    const saved = await this.db.transaction((tx) =>
      this.store.saveCalendar(tx, {
        organizationId: viewer.organizationId,
        name: write.name,
        nameKey: placeKey(write.name) ?? write.name,
        events: write.events,
        at: write.at,
        by: viewer.userId,
        sourceUrl: write.sourceUrl,
      }),
    );
    this.logger.log(
      JSON.stringify({
        msg: 'planning.calendar.imported',
        calendarId: saved.id,
        organizationId: viewer.organizationId,
        events: saved.events,
        replaced: saved.replaced,
        source: saved.source,
      }),
    );
    return saved;
  }

  /** 'Actualiser': the admin's calendar read again from its address now; a failure is kept and said. */
  async refresh(actor: Actor | null, calendarId: string): Promise<ImportedCalendar> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    const calendar = await this.store.calendarById(this.db, viewer.organizationId, calendarId);
    if (!calendar) throw new AppException('NOT_FOUND', 'planning.calendarNotFound');
    if (calendar.sourceUrl === null)
      throw new AppException('VALIDATION_FAILED', 'planning.calendarNotFromUrl');
    const outcome = await this.readAgain({
      id: calendar.id,
      organizationId: viewer.organizationId,
      sourceUrl: calendar.sourceUrl,
    });
    if (outcome instanceof AppException) throw outcome;
    if (!outcome) throw new AppException('NOT_FOUND', 'planning.calendarNotFound');
    return outcome;
  }

  /**
   * One calendar read again from its address: its days replaced, or the failure kept beside the last good
   * days (returned as the exception to say). Undefined when it was deleted meanwhile.
   */
  async readAgain(calendar: {
    id: string;
    organizationId: string;
    sourceUrl: string;
  }): Promise<ImportedCalendar | AppException | undefined> {
    const now = this.options.now();
    try {
      const events = await this.eventsAt(new URL(calendar.sourceUrl), now);
      return await this.db.transaction((tx) =>
        this.store.refreshCalendar(tx, {
          organizationId: calendar.organizationId,
          calendarId: calendar.id,
          sourceUrl: calendar.sourceUrl,
          events,
          at: now,
        }),
      );
    } catch (error) {
      if (!(error instanceof IcsRefusal || error instanceof CalendarFetchRefusal)) throw error;
      await this.store.recordRefreshFailure(this.db, {
        calendarId: calendar.id,
        sourceUrl: calendar.sourceUrl,
        at: now,
        error: { key: error.key, params: error.params },
      });
      this.logger.warn(
        JSON.stringify({
          msg: 'planning.calendar.refreshFailed',
          calendarId: calendar.id,
          reason: error.key,
        }),
      );
      return refused(error, 'url');
    }
  }

  /** Everyone of the school reads the school's imported calendars. */
  async listCalendars(actor: Actor | null, query: PayloadOf<typeof listImportedCalendars>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const after = query.cursor ? decodeCalendarCursor(query.cursor) : null;
    const page = await this.store.calendarsPage(this.db, viewer.organizationId, after, query.limit);
    // A private calendar's address is its key: only the school's admins read it.
    const calendars =
      viewer.kind === 'admin' ? page.items : page.items.map((calendar) => ({ ...calendar, sourceUrl: null }));
    return { calendars, nextCursor: page.nextCursor };
  }

  async deleteCalendar(actor: Actor | null, calendarId: string): Promise<{ deleted: true }> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    if (!(await this.store.deleteCalendar(this.db, viewer.organizationId, calendarId)))
      throw new AppException('NOT_FOUND', 'planning.calendarNotFound');
    return { deleted: true };
  }

  /** Everyone of the school (students and teachers too) reads the imported days of a period. */
  async listDays(actor: Actor | null, query: PayloadOf<typeof listImportedDays>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const after = query.cursor ? decodeImportedDayCursor(query.cursor) : null;
    const page = await this.store.importedDaysPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        from: instantAt(query.from, '00:00', this.options.timeZone),
        to: instantAt(shiftDay(query.to, 1), '00:00', this.options.timeZone),
      },
      after,
      query.limit,
    );
    return { days: page.items, nextCursor: page.nextCursor };
  }
}
