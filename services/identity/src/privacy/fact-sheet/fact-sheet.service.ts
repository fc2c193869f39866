import { Inject, Injectable } from '@nestjs/common';
import {
  describeMaestroModel,
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type Actor,
  type PrivacyFactSheet,
} from '@crescendo/contracts';
import { factSheetT } from '@crescendo/i18n/server';
import { AppException, Db, SERVICE_CONFIG, ServiceClient } from '@crescendo/service-kit';
import { requireActor } from '../../actor-guard.js';
import type { IdentityConfig } from '../../config.js';
import { organizationPlace } from '../../policy.store.js';
import { todayInQuebec } from '../desk/privacy-desk.service.js';
import { schoolNameOf } from '../desk/privacy-requests.store.js';
import { PrivacyOfficerService } from '../officer/privacy-officer.service.js';
import { factSheetMarkdown, type FactSheetFacts } from './fact-sheet-markdown.js';

/** A service that does not answer within this long is named as silent on the sheet, not waited for. */
const answerWithinMs = 10_000;

/** Host and port of a URL, never its user, password or path. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
const isLocal = (host: string) => /^(localhost|127\.|\[::1\])/.test(host);

/**
 * 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6): what every service declares it
 * holds, asked of each over NATS; where the platform stores it (identity's own configuration: the database,
 * Redis and NATS hosts, the hosting the operator declared); its subprocessors; and Maestro IA's model endpoint,
 * asked of maestro. For the school's or the board's administrator, about their organisation.
 */
@Injectable()
export class FactSheetService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig & { REDIS_URL?: string },
    @Inject(PrivacyOfficerService) private readonly officers: PrivacyOfficerService,
  ) {}

  async sheet(actor: Actor | null, language: 'fr' | 'en', now = new Date()): Promise<PrivacyFactSheet> {
    const organizationId = await this.administered(actor);
    const day = todayInQuebec(now);
    const facts: FactSheetFacts = {
      language,
      organization: await schoolNameOf(this.db, organizationId),
      day,
      officer: await this.officers.published(organizationId),
      services: await Promise.all(
        servicesHoldingPersonalData.map(async (service) => ({
          service,
          tables: await this.client
            .request(privacyRequestsOf[service].declaration, {}, null, answerWithinMs)
            .then(
              (answer) => answer.tables,
              () => null,
            ),
        })),
      ),
      stored: {
        location: this.config.PRIVACY_DATA_LOCATION,
        database: hostOf(this.config.DATABASE_URL),
        redis: hostOf(this.config.REDIS_URL ?? ''),
        nats: [this.config.NATS_URL].flat().map(hostOf),
      },
      subprocessors: {
        google: this.config.GOOGLE_CLIENT_ID !== '',
        mailHost: isLocal(hostOf(this.config.SMTP_URL)) ? null : hostOf(this.config.SMTP_URL),
        declared: this.config.PRIVACY_SUBPROCESSORS.split(';')
          .map((name) => name.trim())
          .filter(Boolean),
      },
      model: await this.client.request(describeMaestroModel, {}, null, answerWithinMs).catch(() => null),
    };
    return {
      filename: factSheetT(language)('filename', { day }),
      markdown: factSheetMarkdown(facts),
      generatedAt: now.toISOString(),
    };
  }

  /** A school's administrator or a board's: the organisation the sheet is about. Anyone else: refused. */
  private async administered(actor: Actor | null): Promise<string> {
    const known = requireActor(actor);
    const place = known.organizationId ? await organizationPlace(this.db, known.organizationId) : null;
    if (place?.kind === 'school' && known.roles.includes('admin')) return known.organizationId!;
    if (place?.kind === 'board' && known.roles.includes('board-admin')) return known.organizationId!;
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }
}
