import { strToU8, zipSync, type Zippable } from 'fflate';
import { archiveReadme } from './archive-readme.js';
import { tableCsv } from './archive-csv.js';
import type { GatheredExports } from './gather-exports.js';

export interface ArchivePerson {
  id: string;
  email: string;
  name: string;
}

/** Where each table's CSV is in the archive. */
export const csvPath = (service: string, table: string) => `csv/${service}/${table}.csv`;

/** The archive's file name: whose and when, safe on every system. */
export function archiveFileName(generatedAt: Date): string {
  return `crescendo-donnees-${generatedAt.toISOString().slice(0, 10)}.zip`;
}

/**
 * The archive 'Télécharger mes données' mails (issue 31 §2): `donnees.json` for machines (every service's
 * tables, with their purpose and retention), a CSV per table for people, and LISEZMOI-README.txt in French
 * and English. A zip (fflate, decision 0059), deflated.
 */
export function buildArchive(person: ArchivePerson, exports: GatheredExports, generatedAt: Date): Uint8Array {
  const files: Zippable = {
    'LISEZMOI-README.txt': strToU8(archiveReadme({ person, generatedAt, exports, csvPath })),
    'donnees.json': strToU8(
      JSON.stringify({ person, generatedAt: generatedAt.toISOString(), services: exports }, null, 2),
    ),
  };
  for (const [service, tables] of Object.entries(exports))
    for (const table of tables) files[csvPath(service, table.table)] = strToU8(tableCsv(table.rows));
  return zipSync(files, { level: 6, mtime: generatedAt });
}
