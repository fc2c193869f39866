import type { Db } from '../db/db.js';
import type { DataSubject, PersonalDataDeclaration } from './personal-data.js';
import { quoted } from './person-rows.js';

export interface RemainingReference {
  table: string;
  column: string;
  rows: number;
  /** The declared legal reason the column still names the person, if it does. */
  hold: string | null;
}

/**
 * What still names the person after an erasure, column by column of every declared `person` and `email`
 * column: the proof an erasure answers (rows 0 everywhere, or only where a hold is declared).
 */
export async function remainingReferences(
  db: Db,
  tables: PersonalDataDeclaration,
  subject: DataSubject,
): Promise<RemainingReference[]> {
  const remaining: RemainingReference[] = [];
  for (const [table, declared] of Object.entries(tables))
    for (const [column, kind] of Object.entries(declared.columns)) {
      if (kind !== 'person' && !(kind === 'email' && subject.email)) continue;
      const [{ rows }] = await db.query<Array<{ rows: number }>>(
        kind === 'person'
          ? `SELECT count(*)::int AS rows FROM ${quoted(table)} WHERE ${quoted(column)} = $1`
          : `SELECT count(*)::int AS rows FROM ${quoted(table)} WHERE lower(${quoted(column)}) = lower($1)`,
        [kind === 'person' ? subject.userId : subject.email],
      );
      remaining.push({ table, column, rows: rows!, hold: declared.holds?.[column] ?? null });
    }
  return remaining;
}
