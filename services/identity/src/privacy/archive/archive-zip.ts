import { strToU8, zipSync, type Zippable } from 'fflate';
import { archiveReadme } from './archive-readme.js';
import { tableCsv } from './archive-csv.js';
import type { GatheredExports, GatheredFile } from './gather-exports.js';

export interface ArchivePerson {
  id: string;
  email: string;
  name: string;
}

/** Where each table's CSV is in the archive. */
export const csvPath = (service: string, table: string) => `csv/${service}/${table}.csv`;

/** Where a file of the person's (a recording) is in the archive. */
export const filePath = (file: GatheredFile) => `fichiers/${file.service}/${file.file.name}`;

/** The archive's file name: whose and when, safe on every system. */
export function archiveFileName(generatedAt: Date): string {
  return `crescendo-donnees-${generatedAt.toISOString().slice(0, 10)}.zip`;
}

/**
 * The archive 'Télécharger mes données' mails (issue 31 §2): `donnees.json` for machines (every service's
 * tables, with their purpose and retention), a CSV per table for people, and LISEZMOI-README.txt in French
 * and English, and the person's files (recordings) under `fichiers/`. A zip (fflate, decision 0059), deflated.
 */
export function buildArchive(
  person: ArchivePerson,
  exports: GatheredExports,
  generatedAt: Date,
  attached: GatheredFile[] = [],
): Uint8Array {
  const listed = attached.map((file) => ({
    service: file.service,
    table: file.file.table,
    id: file.file.id,
    path: filePath(file),
    contentType: file.file.contentType,
    bytes: file.bytes.length,
  }));
  const files: Zippable = {
    'LISEZMOI-README.txt': strToU8(
      archiveReadme({ person, generatedAt, exports, csvPath, files: attached, filePath }),
    ),
    'donnees.json': strToU8(
      JSON.stringify(
        { person, generatedAt: generatedAt.toISOString(), services: exports, files: listed },
        null,
        2,
      ),
    ),
  };
  for (const [service, tables] of Object.entries(exports))
    for (const table of tables) files[csvPath(service, table.table)] = strToU8(tableCsv(table.rows));
  // Audio is compressed already: stored as it is.
  for (const file of attached) files[filePath(file)] = [file.bytes, { level: 0 }];
  return zipSync(files, { level: 6, mtime: generatedAt });
}
