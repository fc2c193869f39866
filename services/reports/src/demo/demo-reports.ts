import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { BankComment, ReportLanguage } from '@crescendo/contracts';
import { dayOf, defaultTerms, schoolYearOf, shiftDay, weekStartOf } from '@crescendo/domain';
import { demoAccountId, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import { insertComment } from '../comment.store.js';
import { insertGoal } from '../goal.store.js';
import type { ReportsConfig } from '../config.js';
import { REPORTS_OPTIONS, type ReportsOptions } from '../reports.options.js';
import { replaceTerms } from '../term.store.js';

/** The demo school's comment bank: a few of the school's comments per competency, in French and English. */
export const demoComments: ReadonlyArray<{
  topic: BankComment['topic'];
  language: ReportLanguage;
  text: string;
}> = [
  { topic: 'perform', language: 'fr', text: 'Interprète ses pièces avec justesse et un tempo stable.' },
  { topic: 'perform', language: 'en', text: 'Performs pieces in tune and at a steady tempo.' },
  { topic: 'create', language: 'fr', text: 'Propose des idées musicales originales et les développe.' },
  { topic: 'create', language: 'en', text: 'Offers original musical ideas and develops them.' },
  {
    topic: 'appreciate',
    language: 'fr',
    text: 'Justifie son appréciation d’une œuvre avec le vocabulaire juste.',
  },
  {
    topic: 'appreciate',
    language: 'en',
    text: 'Supports their appreciation of a work with accurate vocabulary.',
  },
  { topic: 'general', language: 'fr', text: 'Pratique avec régularité : continue ainsi !' },
  { topic: 'general', language: 'en', text: 'Practises regularly: keep it up!' },
];

/**
 * DEMO_MODE=true only: the demo school's terms of the current school year (the default proposal, saved) and
 * its comment bank. Loaded once: a second start finds the terms and does nothing.
 */
@Injectable()
export class DemoReportsLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoReports');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ReportsConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo reports loaded' : 'demo reports already there');
    if (await this.db.transaction((tx) => this.loadGoal(tx))) this.logger.log('demo goal loaded');
  }

  /**
   * 'Objectif de l'ensemble' on the demo band (issue 29 §4): 'Pratiquer 5 jours sur 7', from this week's
   * Monday for eight weeks. Only while the demo school has no goal at all.
   */
  private async loadGoal(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('reports-demo-goal'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM goals WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const now = this.options.now();
    const monday = weekStartOf(dayOf(now, this.options.timeZone));
    await insertGoal(tx, {
      id: randomUUID(),
      organizationId: demoOrganization.id,
      groupId: demoGroups[0]!.id,
      title: 'Pratiquer 5 jours sur 7',
      daysPerWeek: 5,
      startsOn: monday,
      endsOn: shiftDay(monday, 8 * 7 - 1),
      at: now,
      sections: [],
      by: demoAccountId(demoGroups[0]!.teacherEmail),
    });
    return true;
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('reports-demo-seed'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM terms WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const now = this.options.now();
    const admin = demoAccountId('admin@demo.crescendo.ca');
    const schoolYear = schoolYearOf(now);
    await replaceTerms(tx, demoOrganization.id, schoolYear, defaultTerms(schoolYear), now, admin);
    for (const [index, comment] of demoComments.entries())
      await insertComment(tx, {
        id: randomUUID(),
        organizationId: demoOrganization.id,
        ownerId: null,
        ...comment,
        // One millisecond apart, the first written last: the bank lists them in this order.
        at: new Date(now.getTime() - index),
        by: admin,
      });
    return true;
  }
}
