import type { ExportCursor, PersonalDataTableExport } from '@crescendo/contracts';
import type { Db } from '../db/db.js';
import type { DataSubject, PersonalDataDeclaration } from './personal-data.js';
import { personRowsWhere, quoted } from './person-rows.js';

/** Rows per export page: a page of wide rows (a practice report's texts) stays under NATS's 1 MB message. */
export const exportPageRows = 500;

/**
 * One page of a person's data in a service (issue 31 §2's archive gathers the pages): every row of every
 * declared table found by the person's id or address, whole, except `secret` columns, which say only that
 * something is kept. Tables in their declared order; `next` says where the following page starts.
 */
export async function exportPage(
  db: Db,
  tables: PersonalDataDeclaration,
  subject: DataSubject,
  from: ExportCursor | undefined,
  pageRows = exportPageRows,
): Promise<{ tables: PersonalDataTableExport[]; next: ExportCursor | null }> {
  const names = Object.keys(tables);
  let index = from ? names.indexOf(from.table) : 0;
  if (index < 0) index = names.length;
  let offset = from?.offset ?? 0;
  const page: PersonalDataTableExport[] = [];
  let room = pageRows;
  for (; index < names.length && room > 0; index++, offset = 0) {
    const name = names[index]!;
    const table = tables[name]!;
    const found = personRowsWhere(table, subject);
    if (!found) continue;
    const order = table.orderBy.map(quoted).join(', ');
    const rows = await db.query<Array<Record<string, unknown>>>(
      `SELECT * FROM ${quoted(name)} WHERE ${found.where} ORDER BY ${order} LIMIT ${room + 1} OFFSET ${offset}`,
      found.parameters,
    );
    const more = rows.length > room;
    const kept = more ? rows.slice(0, room) : rows;
    if (kept.length > 0)
      page.push({
        table: name,
        purpose: table.purpose,
        retention: table.retention,
        rows: kept.map((row) => withoutSecrets(row, table.columns)),
      });
    room -= kept.length;
    if (more) return { tables: page, next: { table: name, offset: offset + kept.length } };
  }
  return { tables: page, next: index < names.length ? { table: names[index]!, offset: 0 } : null };
}

function withoutSecrets(row: Record<string, unknown>, columns: Readonly<Record<string, string>>) {
  const shown = { ...row };
  for (const [column, kind] of Object.entries(columns))
    if (kind === 'secret' && shown[column] != null) shown[column] = '[conservé, non exporté]';
  return shown;
}
