import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  Actor,
  ImportedCalendar,
  PayloadOf,
  importCalendar,
  listImportedCalendars,
  listImportedDays,
} from '@crescendo/contracts';
import { instantAt, placeKey, shiftDay } from '@crescendo/domain';
import { AppException, Db, viewerOf } from '@crescendo/service-kit';
import { IcsRefusal, readIcs, type ImportedEventTimes } from './ics-import.js';
import {
  IMPORTED_CALENDAR_STORE,
  decodeCalendarCursor,
  decodeImportedDayCursor,
  type ImportedCalendarStore,
} from './imported-calendar.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';

/**
 * 'Importer un calendrier' (issue 28 §4): an admin imports an outside calendar from its .ics text; its days
 * and events become read-only days of the school, which everyone of the school reads (and which the
 * conflicts before saving name, §5). A file refused stores nothing.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('ImportsService');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(IMPORTED_CALENDAR_STORE) private readonly store: ImportedCalendarStore,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  async importCalendar(
    actor: Actor | null,
    input: PayloadOf<typeof importCalendar>,
  ): Promise<ImportedCalendar & { replaced: boolean }> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    const now = this.options.now();
    let events: ImportedEventTimes[];
    try {
      ({ events } = readIcs(input.ics, { timeZone: this.options.timeZone, now }));
    } catch (error) {
      if (error instanceof IcsRefusal)
        throw new AppException('VALIDATION_FAILED', error.key, {
          params: error.params,
          fields: { ics: { key: error.key, params: error.params } },
        });
      throw error;
    }
    const saved = await this.db.transaction((tx) =>
      this.store.saveCalendar(tx, {
        organizationId: viewer.organizationId,
        name: input.name,
        nameKey: placeKey(input.name) ?? input.name,
        events,
        at: now,
        by: viewer.userId,
      }),
    );
    this.logger.log(
      JSON.stringify({
        msg: 'planning.calendar.imported',
        calendarId: saved.id,
        organizationId: viewer.organizationId,
        events: saved.events,
        replaced: saved.replaced,
      }),
    );
    return saved;
  }

  /** Everyone of the school reads the school's imported calendars. */
  async listCalendars(actor: Actor | null, query: PayloadOf<typeof listImportedCalendars>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const after = query.cursor ? decodeCalendarCursor(query.cursor) : null;
    const page = await this.store.calendarsPage(this.db, viewer.organizationId, after, query.limit);
    return { calendars: page.items, nextCursor: page.nextCursor };
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
