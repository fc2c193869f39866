import type { PolicyChange } from '@crescendo/contracts';
import type { PolicyKey, PolicySetting } from '@crescendo/domain';
import { decodeCursor, pageOf, type Db } from '@crescendo/service-kit';

interface ChangeRow {
  id: string;
  organization_id: string;
  organization_kind: 'board' | 'school';
  organization_name: string;
  group_id: string | null;
  key: PolicyKey;
  value: PolicySetting['value'] | null;
  allow_override: boolean | null;
  changed_by_name: string | null;
  changed_at: Date;
}

/**
 * The changes of the settings of `organizationId` and, for a board, of its schools (their overrides), with their
 * groups', newest first, a page at a time (by id: a bigserial, in the order they were made).
 */
export async function policyChangesPage(
  db: Db,
  organizationId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: PolicyChange[]; nextCursor: string | null }> {
  // The cursor's id part is a uuid in the kit's format: the change's id rides in the key.
  const after = page.cursor ? decodeCursor(page.cursor, '\\d{1,19}') : null;
  const rows: ChangeRow[] = await db.query(
    `SELECT c.id::text AS id, c.organization_id, o.kind AS organization_kind, o.name AS organization_name,
            c.group_id, c.key, c.value, c.allow_override, c.changed_at,
            coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS changed_by_name
       FROM policy_changes c
       JOIN organizations o ON o.id = c.organization_id
       LEFT JOIN users u ON u.id = c.changed_by
      WHERE (o.id = $1 OR o.board_id = $1) AND ($2::bigint IS NULL OR c.id < $2::bigint)
      ORDER BY c.id DESC
      LIMIT $3`,
    [organizationId, after?.key ?? null, page.limit + 1],
  );
  return pageOf(
    rows,
    page.limit,
    (row): PolicyChange => ({
      id: row.id,
      level: row.group_id ? 'group' : row.organization_kind === 'board' ? 'board' : 'school',
      organizationName: row.organization_name,
      groupId: row.group_id,
      key: row.key,
      value: row.value,
      allowOverride: row.allow_override,
      changedBy: row.changed_by_name,
      changedAt: row.changed_at.toISOString(),
    }),
    (row) => ({ key: row.id, id: row.organization_id }),
  );
}
