import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type PurgedRows,
  type ServiceHoldingPersonalData,
} from '@crescendo/contracts';
import { Db, ServiceClient } from '@crescendo/service-kit';
import { dropExpiredArchives } from '../archive/data-archive.store.js';
import { eraseEndedAgreements } from '../consent/parental-consent.store.js';
import { todayInQuebec } from '../desk/privacy-desk.service.js';
import { purgeExpiredIncidents } from '../incidents/privacy-incidents.store.js';
import { purgeExpiredReads } from '../reads/read-audit.store.js';
import { inBatches, platformCutoffs, schoolRetentions } from './school-retention.js';

export interface PurgeReport {
  ranAt: Date;
  removed: Array<PurgedRows & { service: ServiceHoldingPersonalData }>;
  /** Archives whose link expired unused: their zip dropped. */
  expiredArchives: number;
}

/**
 * The nightly retention purge (issue 31 §5, decision 0059): each school's cut-offs from its board's and its
 * own policies, sent to every service holding personal data (`<service>.privacy.purge`: each purges its own
 * rows), and what they removed, logged and kept in `retention_purges` (counts, no person named); the family
 * agreements of the loans they anonymised are erased here, where they are kept.
 */
@Injectable()
export class RetentionPurge {
  private readonly logger = new Logger('RetentionPurge');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async run(now = new Date()): Promise<PurgeReport> {
    const everywhere = platformCutoffs(now);
    const batches = inBatches(await schoolRetentions(this.db, now));
    if (batches.length === 0) batches.push([]);
    const removed: PurgeReport['removed'] = [];
    for (const service of servicesHoldingPersonalData)
      for (const organizations of batches) {
        const answer = await this.client.request(
          privacyRequestsOf[service].purge,
          { everywhere, organizations },
          null,
          60_000,
        );
        // Cut-offs everywhere are sent with each batch: only the first batch's can still find rows.
        removed.push(...answer.removed.map((rows) => ({ ...rows, service })));
        // The family agreements of the items it anonymised (a loan past its time, decision 0079) are ours.
        for (const school of await eraseEndedAgreements(this.db, answer.endedAgreements))
          removed.push({ service: 'identity', table: 'parental_consents', ...school });
      }
    // The incident register keeps each entry 5 years after the school learned of it (issue 31 §6).
    for (const school of await purgeExpiredIncidents(this.db, todayInQuebec(now)))
      removed.push({ service: 'identity', table: 'privacy_incidents', ...school });
    // 'Journal des consultations' keeps a read and its review entries a year (decision 0067).
    for (const rows of await purgeExpiredReads(this.db, now)) removed.push({ service: 'identity', ...rows });
    const expiredArchives = await dropExpiredArchives(this.db);
    for (const line of removed)
      await this.db.query(
        `INSERT INTO retention_purges (ran_at, service, table_name, organization_id, rows) VALUES ($1, $2, $3, $4, $5)`,
        [now, line.service, line.table, line.organizationId, line.rows],
      );
    const total = removed.reduce((sum, line) => sum + line.rows, 0);
    this.logger.log(
      `retention purge: ${total} rows removed (${removed.map((l) => `${l.service}.${l.table}: ${l.rows}`).join(', ') || 'nothing'}); ${expiredArchives} expired archives dropped`,
    );
    return { ranAt: now, removed, expiredArchives };
  }
}
