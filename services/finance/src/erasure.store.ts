import type { Db } from '@crescendo/service-kit';
import { financePersonalTables } from './privacy/personal-tables.js';
/** Every column of the finance schema that names a person, table by table: the privacy declaration's. */
const personalColumns = Object.entries(financePersonalTables).flatMap(([table, declared]) =>
  Object.entries(declared.columns).flatMap(([column, kind]) =>
    kind === 'person' ? [[table, column] as const] : [],
  ),
);

/** Sets to NULL every link to the person, or to anyone of the organisation (decision 0028). */
export async function unlinkPersonalColumns(
  db: Db,
  scope: 'person' | 'organization',
  id: string,
): Promise<void> {
  for (const [table, column] of personalColumns) {
    const where = scope === 'person' ? `${column} = $1` : `organization_id = $1 AND ${column} IS NOT NULL`;
    await db.query(`UPDATE ${table} SET ${column} = NULL WHERE ${where}`, [id]);
  }
}
