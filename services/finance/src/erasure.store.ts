import type { Db } from '@crescendo/service-kit';
/** Every column of the finance schema that names a person, table by table. */
const personalColumns: ReadonlyArray<readonly [table: string, column: string]> = [
  ['purchases', 'student_id'],
  ['purchases', 'created_by'],
  ['purchase_entries', 'recorded_by'],
  ['budgets', 'created_by'],
  ['budget_categories', 'created_by'],
  ['budget_categories', 'updated_by'],
  ['budget_entries', 'recorded_by'],
  ['budget_changes', 'changed_by'],
];

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
