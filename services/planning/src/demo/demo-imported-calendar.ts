import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { dayOf, placeKey, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from '../config.js';
import { readIcs } from '../ics-import.js';
import { saveCalendar } from '../imported-calendar.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';

export const demoImportedCalendarName = 'Calendrier du centre de services scolaire';

const compact = (day: string) => day.replaceAll('-', '');

/**
 * The demo school's board calendar as its .ics would come: three pedagogical days (all-day events), the
 * first on a day of the band's weekly rehearsal so that moving that rehearsal shows the conflict.
 */
export function demoBoardCalendarIcs(today: string): string {
  const day = (offset: number, title: string, uid: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}@demo.crescendo.ca`,
    `DTSTAMP:${compact(today)}T120000Z`,
    `DTSTART;VALUE=DATE:${compact(shiftDay(today, offset))}`,
    `DTEND;VALUE=DATE:${compact(shiftDay(today, offset + 1))}`,
    `SUMMARY:${title}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Centre de services scolaire de démonstration//Calendrier scolaire//FR',
    `X-WR-CALNAME:${demoImportedCalendarName}`,
    ...day(8, 'Journée pédagogique', 'ped-1'),
    ...day(31, 'Journée pédagogique', 'ped-2'),
    ...day(59, 'Journée pédagogique — école fermée aux élèves', 'ped-3'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * DEMO_MODE=true only: the board's calendar imported once ('Importer un calendrier', issue 28 §4), read by
 * the same ical.js reading as an admin's file. A demo that already has its events gets it too.
 */
@Injectable()
export class DemoImportedCalendarLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoPlanning');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('planning-demo-imported-calendar'))`);
      const [{ n }] = await tx.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM imported_calendars WHERE organization_id = $1`,
        [demoOrganization.id],
      );
      if (n > 0) return false;
      const now = this.options.now();
      const { events } = readIcs(demoBoardCalendarIcs(dayOf(now, this.options.timeZone)), {
        timeZone: this.options.timeZone,
        now,
      });
      await saveCalendar(tx, {
        organizationId: demoOrganization.id,
        name: demoImportedCalendarName,
        nameKey: placeKey(demoImportedCalendarName)!,
        events,
        at: now,
        by: demoAccountId('admin@demo.crescendo.ca'),
        sourceUrl: null,
      });
      return true;
    });
    this.logger.log(loaded ? 'demo imported calendar loaded' : 'demo imported calendar already there');
  }
}
