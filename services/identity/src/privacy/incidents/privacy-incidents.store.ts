import { privacyIncidentRetentionYears } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db } from '@crescendo/service-kit';

export interface PrivacyIncidentRow {
  id: string;
  occurred_on: string;
  known_on: string;
  description: string;
  information_concerned: string;
  people_concerned: number;
  serious_risk: boolean;
  risk_assessment: string;
  commission_notified_on: string | null;
  people_notified_on: string | null;
  measures: string;
  recorded_at: string;
  updated_at: string;
  kept_until: string;
}

export interface PrivacyIncidentValues {
  occurredOn: string;
  knownOn: string;
  description: string;
  informationConcerned: string;
  peopleConcerned: number;
  seriousRisk: boolean;
  riskAssessment: string;
  commissionNotifiedOn: string | null;
  peopleNotifiedOn: string | null;
  measures: string;
}

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
const columns = `id, ${day('occurred_on')}, ${day('known_on')}, description, information_concerned,
  people_concerned, serious_risk, risk_assessment, ${day('commission_notified_on')}, ${day('people_notified_on')},
  measures, to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at,
  to_char(known_on + interval '${privacyIncidentRetentionYears} years', 'YYYY-MM-DD') AS kept_until`;

const valuesOf = (values: PrivacyIncidentValues) => [
  values.occurredOn,
  values.knownOn,
  values.description,
  values.informationConcerned,
  values.peopleConcerned,
  values.seriousRisk,
  values.riskAssessment,
  values.commissionNotifiedOn,
  values.peopleNotifiedOn,
  values.measures,
];

export async function insertPrivacyIncident(
  db: Db,
  incident: PrivacyIncidentValues & { id: string; organizationId: string; recordedBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO privacy_incidents (occurred_on, known_on, description, information_concerned, people_concerned,
       serious_risk, risk_assessment, commission_notified_on, people_notified_on, measures,
       id, organization_id, recorded_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [...valuesOf(incident), incident.id, incident.organizationId, incident.recordedBy],
  );
}

/** Completes an entry of the school's register; false when the school has no such entry. */
export async function updatePrivacyIncident(
  db: Db,
  incident: PrivacyIncidentValues & { id: string; organizationId: string; updatedBy: string },
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `WITH changed AS (
       UPDATE privacy_incidents SET occurred_on = $1, known_on = $2, description = $3, information_concerned = $4,
         people_concerned = $5, serious_risk = $6, risk_assessment = $7, commission_notified_on = $8,
         people_notified_on = $9, measures = $10, updated_by = $13, updated_at = now()
       WHERE id = $11 AND organization_id = $12 RETURNING id)
     SELECT id FROM changed`,
    [...valuesOf(incident), incident.id, incident.organizationId, incident.updatedBy],
  );
  return rows.length > 0;
}

/** One entry of the school's register (another school's is nobody's here). */
export async function privacyIncidentOf(
  db: Db,
  organizationId: string,
  incidentId: string,
): Promise<PrivacyIncidentRow | null> {
  const rows: PrivacyIncidentRow[] = await db.query(
    `SELECT ${columns} FROM privacy_incidents WHERE id = $1 AND organization_id = $2`,
    [incidentId, organizationId],
  );
  return rows[0] ?? null;
}

/** The register, newest known first; keyset pages on (known_on, id) descending. */
export async function privacyIncidentsPage(
  db: Db,
  organizationId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: PrivacyIncidentRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, '\\d{4}-\\d{2}-\\d{2}') : null;
  const rows: PrivacyIncidentRow[] = await db.query(
    `SELECT ${columns} FROM privacy_incidents
      WHERE organization_id = $1 AND ($2::date IS NULL OR (known_on, id) < ($2::date, $3::uuid))
      ORDER BY known_on DESC, id DESC
      LIMIT $4`,
    [organizationId, after?.key ?? null, after?.id ?? null, page.limit + 1],
  );
  return pageOf(
    rows,
    page.limit,
    (row) => row,
    (row) => ({ key: row.known_on, id: row.id }),
  );
}

/**
 * The retention purge's part (issue 31 §5–6): entries kept their 5 years past the day the school learned of
 * the incident are removed (kept through `kept_until`, gone the day after). Answers the rows removed per school.
 */
export async function purgeExpiredIncidents(
  db: Db,
  today: string,
): Promise<Array<{ organizationId: string; rows: number }>> {
  const rows: Array<{ organization_id: string; rows: string }> = await db.query(
    `WITH gone AS (
       DELETE FROM privacy_incidents
        WHERE known_on + interval '${privacyIncidentRetentionYears} years' < $1::date
        RETURNING organization_id)
     SELECT organization_id, count(*) AS rows FROM gone GROUP BY organization_id ORDER BY organization_id`,
    [today],
  );
  return rows.map((row) => ({ organizationId: row.organization_id, rows: Number(row.rows) }));
}
