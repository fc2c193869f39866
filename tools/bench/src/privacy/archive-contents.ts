import { strFromU8, unzipSync } from 'fflate';
import type { SeededRows } from './student-year.js';

type ServiceTables = Record<string, Array<{ table: string; rows: Array<Record<string, unknown>> }>>;

export interface ArchiveContents {
  services: string[];
  /** Rows per service, all tables together. */
  rowsPerService: Record<string, number>;
  files: number;
  /** Seeded rows the archive lacks, as `service.table: n of m missing`. */
  missing: string[];
}

/** What one downloaded archive holds, against what was seeded: every seeded row's id must be in it. */
export function readArchive(zip: Uint8Array, seeded: SeededRows): ArchiveContents {
  const files = unzipSync(zip);
  const json = files['donnees.json'];
  if (!json) throw new Error('the archive has no donnees.json');
  const { services } = JSON.parse(strFromU8(json)) as { services: ServiceTables };
  return { ...compareRows(services, seeded), files: Object.keys(files).length };
}

/** Per service its row count, and which seeded rows (by id) no table of the same name holds. */
export function compareRows(services: ServiceTables, seeded: SeededRows): Omit<ArchiveContents, 'files'> {
  const rowsPerService = Object.fromEntries(
    Object.entries(services).map(([service, tables]) => [
      service,
      tables.reduce((sum, table) => sum + table.rows.length, 0),
    ]),
  );
  const missing: string[] = [];
  for (const [service, tables] of Object.entries(seeded))
    for (const [table, ids] of Object.entries(tables ?? {})) {
      const held = new Set(
        (services[service]?.find((each) => each.table === table)?.rows ?? []).map((row) => row.id),
      );
      const lacking = ids.filter((id) => !held.has(id)).length;
      if (lacking > 0) missing.push(`${service}.${table}: ${lacking} of ${ids.length} missing`);
    }
  return { services: Object.keys(services), rowsPerService, missing };
}
