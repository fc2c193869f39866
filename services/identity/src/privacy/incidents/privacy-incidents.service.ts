import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PrivacyIncidentWire } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireActor } from '../../actor-guard.js';
import { organizationPlace } from '../../policy.store.js';
import { todayInQuebec } from '../desk/privacy-desk.service.js';
import {
  insertPrivacyIncident,
  privacyIncidentOf,
  privacyIncidentsPage,
  updatePrivacyIncident,
  type PrivacyIncidentRow,
  type PrivacyIncidentValues,
} from './privacy-incidents.store.js';
import { privacySchoolOf } from '../privacy-school.js';

/**
 * 'Registre des incidents' (issue 31 §6, decision 0063): a school's administrators record and complete the
 * school's confidentiality incidents; the board's administrator reads the registers of the board's schools.
 */
@Injectable()
export class PrivacyIncidentsService {
  constructor(@Inject(Db) private readonly db: Db) {}

  async list(actor: Actor | null, schoolId: string | undefined, page: { cursor?: string; limit: number }) {
    const school = await this.readableSchool(actor, schoolId);
    const { items, nextCursor } = await privacyIncidentsPage(this.db, school.id, page);
    return { incidents: items.map(wire), canWrite: school.level === 'school', nextCursor };
  }

  async record(actor: Actor | null, input: PrivacyIncidentValues): Promise<PrivacyIncidentWire> {
    const school = await this.ownSchool(actor);
    checkDays(input);
    const id = randomUUID();
    await insertPrivacyIncident(this.db, {
      ...input,
      id,
      organizationId: school.id,
      recordedBy: school.userId,
    });
    return wire((await privacyIncidentOf(this.db, school.id, id))!);
  }

  async update(
    actor: Actor | null,
    input: PrivacyIncidentValues & { incidentId: string },
  ): Promise<PrivacyIncidentWire> {
    const school = await this.ownSchool(actor);
    checkDays(input);
    const found = await updatePrivacyIncident(this.db, {
      ...input,
      id: input.incidentId,
      organizationId: school.id,
      updatedBy: school.userId,
    });
    if (!found) throw new AppException('NOT_FOUND', 'privacy.incidentNotFound');
    return wire((await privacyIncidentOf(this.db, school.id, input.incidentId))!);
  }

  /** The register is written by the school's own administrators: a board's reads it, anyone else is refused. */
  private async ownSchool(actor: Actor | null) {
    const known = requireActor(actor);
    const place = known.organizationId ? await organizationPlace(this.db, known.organizationId) : null;
    if (place?.kind === 'school' && known.roles.includes('admin'))
      return { id: known.organizationId!, userId: known.userId };
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }

  /** The school acted on (`privacySchoolOf`: its administrator, or its board's). */
  private readableSchool(actor: Actor | null, schoolId: string | undefined) {
    return privacySchoolOf(this.db, actor, schoolId);
  }
}

/**
 * The days in order: the incident before the school learned of it, both by today; each notice sent once the
 * school knew, by today.
 */
function checkDays(input: PrivacyIncidentValues): void {
  const today = todayInQuebec();
  const fields: Parameters<typeof AppException.invalid>[0] = {};
  if (input.occurredOn > today) fields.occurredOn = 'validation.privacyIncidentFuture';
  if (input.knownOn > today) fields.knownOn = 'validation.privacyIncidentFuture';
  else if (input.knownOn < input.occurredOn) fields.knownOn = 'validation.privacyIncidentKnownBefore';
  for (const key of ['commissionNotifiedOn', 'peopleNotifiedOn'] as const) {
    const notified = input[key];
    if (notified && (notified < input.knownOn || notified > today))
      fields[key] = 'validation.privacyIncidentNoticeDay';
  }
  if (Object.keys(fields).length > 0) throw AppException.invalid(fields);
}

function wire(row: PrivacyIncidentRow): PrivacyIncidentWire {
  return {
    id: row.id,
    occurredOn: row.occurred_on,
    knownOn: row.known_on,
    description: row.description,
    informationConcerned: row.information_concerned,
    peopleConcerned: row.people_concerned,
    seriousRisk: row.serious_risk,
    riskAssessment: row.risk_assessment,
    commissionNotifiedOn: row.commission_notified_on,
    peopleNotifiedOn: row.people_notified_on,
    measures: row.measures,
    recordedAt: row.recorded_at,
    updatedAt: row.updated_at,
    keptUntil: row.kept_until,
  };
}
