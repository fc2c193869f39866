import type {
  EndedAgreement,
  OrganizationRetention,
  PurgedRows,
  RetentionCutoffs,
} from '@crescendo/contracts';
import type { Db } from '../db/db.js';
import type { PersonalDataDeclaration, PersonalDataTable } from './personal-data.js';
import { quoted } from './person-rows.js';

export interface PurgeRequest {
  everywhere: RetentionCutoffs;
  organizations: OrganizationRetention[];
}

/** What a purge removed: rows per table and school, and the files those rows named (`purge.files`). */
export interface PurgeOutcome {
  removed: PurgedRows[];
  files: string[];
  /** The family agreements (identity's) of the items the purge anonymised, for identity to erase. */
  endedAgreements?: EndedAgreement[];
}

/**
 * The nightly retention purge of one service (issue 31 §5, decision 0059): every declared table with a
 * `purge` loses its rows past their category's cut-off, school by school; answers what went, table by table
 * (tables and schools where nothing went are left out), and the files of the rows that went. Runs in the
 * transaction it is given.
 */
export async function purgeExpired(
  db: Db,
  tables: PersonalDataDeclaration,
  request: PurgeRequest,
): Promise<PurgeOutcome> {
  const removed: PurgedRows[] = [];
  const files: string[] = [];
  for (const [name, table] of Object.entries(tables)) {
    const purge = table.purge;
    if (!purge) continue;
    const organization = purge.organization === undefined ? 'organization_id' : purge.organization;
    if (organization === null) {
      const before = request.everywhere[table.retention];
      const rows = before ? await deleteExpired(db, name, table, before, null, null, [], files) : 0;
      if (rows > 0) removed.push({ table: name, organizationId: null, rows });
      continue;
    }
    for (const school of request.organizations) {
      const before = school.before[table.retention];
      if (!before) continue;
      const rows = await deleteExpired(
        db,
        name,
        table,
        before,
        organization,
        school.organizationId,
        school.keep,
        files,
      );
      if (rows > 0) removed.push({ table: name, organizationId: school.organizationId, rows });
    }
  }
  return { removed, files };
}

async function deleteExpired(
  db: Db,
  name: string,
  table: PersonalDataTable,
  before: string,
  organizationColumn: string | null,
  organizationId: string | null,
  keep: string[],
  files: string[],
): Promise<number> {
  const { after, per, files: fileColumn } = table.purge!;
  const parameters: unknown[] = [before];
  const scope = organizationColumn
    ? ` AND ${quoted(organizationColumn)} = $${parameters.push(organizationId)}`
    : '';
  let where: string;
  if (per) {
    // The person's rows go together once their newest is past the cut-off, unless they are still a student here.
    const keptAt = parameters.push(keep);
    where = `${quoted(per)} IS NOT NULL AND NOT (${quoted(per)} = ANY($${keptAt}::uuid[]))${scope}
       AND ${quoted(per)} IN (SELECT ${quoted(per)} FROM ${quoted(name)} WHERE true${scope}
                               GROUP BY ${quoted(per)} HAVING max(${quoted(after)}) < $1)`;
  } else {
    where = `${quoted(after)} < $1${scope}`;
  }
  if (fileColumn) {
    // Read before the delete, in the same transaction (a DELETE's RETURNING comes back shaped differently
    // inside one, through TypeORM).
    const named = await db.query<Array<{ key: string | null }>>(
      `SELECT ${quoted(fileColumn)} AS key FROM ${quoted(name)} WHERE ${where}`,
      parameters,
    );
    for (const { key } of named) if (key) files.push(key);
  }
  const [, count]: [unknown, number] = await db.query(
    `DELETE FROM ${quoted(name)} WHERE ${where}`,
    parameters,
  );
  return count;
}
