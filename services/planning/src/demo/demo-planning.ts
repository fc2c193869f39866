import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { planningEventInputSchema, type PlanningEventInput } from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from '../config.js';
import { insertEvent, replaceOccurrences } from '../event.store.js';
import { occurrencesOf } from '../occurrences.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';

/** The demo school's term: each ensemble's weekly rehearsal for twelve weeks, and two concerts. */
export function demoEvents(today: string): PlanningEventInput[] {
  const [harmonie, jazz, cuivres] = demoGroups;
  const rehearsal = (groupId: string, title: string, offset: number, startTime: string, endTime: string) => ({
    title,
    type: 'rehearsal' as const,
    day: shiftDay(today, offset),
    startTime,
    endTime,
    place: 'Local 112',
    groupIds: [groupId],
    bring: 'Instrument, partitions et crayon',
    recurrence: { until: shiftDay(today, offset + 7 * 11), exceptions: [shiftDay(today, offset + 7 * 5)] },
  });
  return [
    rehearsal(harmonie!.id, 'Répétition — Harmonie', 1, '15:45', '17:00'),
    rehearsal(jazz!.id, 'Répétition — Jazz', 2, '15:45', '17:15'),
    rehearsal(cuivres!.id, 'Atelier de cuivres', 3, '12:05', '12:55'),
    {
      title: 'Concert d’hiver',
      type: 'concert',
      day: shiftDay(today, 24),
      callTime: '18:15',
      startTime: '19:00',
      endTime: '21:00',
      place: 'Auditorium de l’école',
      groupIds: [harmonie!.id, jazz!.id],
      dressCode: 'Haut noir, pantalon noir, souliers noirs',
      bring: 'Instrument, lutrin pliant et partitions',
      description: 'Concert des ensembles ouvert aux familles.',
    },
    {
      title: 'Concert du printemps',
      type: 'concert',
      day: shiftDay(today, 80),
      callTime: '18:00',
      startTime: '19:00',
      endTime: '20:30',
      place: 'Salle Pierre-Mercure',
      groupIds: [],
      dressCode: 'Tenue de concert',
      bring: 'Instrument et partitions',
    },
  ];
}

/**
 * DEMO_MODE=true only: the demo school's term of rehearsals and its concerts. Loaded once: a second start
 * finds the events and does nothing.
 */
@Injectable()
export class DemoPlanningLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoPlanning');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PlanningConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo planning loaded' : 'demo planning already there');
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('planning-demo-seed'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM events WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const now = this.options.now();
    const admin = demoAccountId('admin@demo.crescendo.ca');
    for (const input of demoEvents(dayOf(now, this.options.timeZone))) {
      const fields = planningEventInputSchema.parse(input);
      const id = randomUUID();
      await insertEvent(tx, {
        id,
        organizationId: demoOrganization.id,
        fields,
        trip: null,
        at: now,
        by: admin,
      });
      await replaceOccurrences(tx, demoOrganization.id, id, occurrencesOf(fields, this.options.timeZone));
    }
    return true;
  }
}
