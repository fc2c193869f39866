import type { Badge } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

interface BadgeRow {
  id: string;
  group_id: string;
  student_id: string;
  kind: Badge['kind'];
  label: string | null;
  evidence: string | null;
  granted_at: Date;
  /** The instant with microseconds, for the cursor. */
  granted_key: string;
}

const badgeColumns = `id, group_id, student_id, kind, label, evidence, granted_at,
  to_char(granted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS granted_key`;

const badgeOf = (row: BadgeRow): Badge => ({
  id: row.id,
  groupId: row.group_id,
  studentId: row.student_id,
  kind: row.kind,
  label: row.label,
  evidence: row.evidence,
  grantedAt: row.granted_at.toISOString(),
});
const cursorOf = (row: BadgeRow): PageCursor => ({ key: row.granted_key, id: row.id });
export const decodeBadgeCursor = (cursor: string) => decodeCursor(cursor, instantKey);

export interface BadgeWrite {
  id: string;
  organizationId: string;
  groupId: string;
  studentId: string;
  kind: Badge['kind'];
  label: string | null;
  evidence: string | null;
  at: Date;
  by: string;
}

export async function insertBadge(db: Db, badge: BadgeWrite): Promise<Badge> {
  const [row] = await db.query<BadgeRow[]>(
    `INSERT INTO badges (id, organization_id, group_id, student_id, kind, label, evidence, granted_at, granted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${badgeColumns}`,
    [
      badge.id,
      badge.organizationId,
      badge.groupId,
      badge.studentId,
      badge.kind,
      badge.label,
      badge.evidence,
      badge.at,
      badge.by,
    ],
  );
  return badgeOf(row!);
}

export async function findBadge(db: Db, organizationId: string, id: string): Promise<Badge | null> {
  const [row] = await db.query<BadgeRow[]>(
    `SELECT ${badgeColumns} FROM badges WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? badgeOf(row) : null;
}

export async function deleteBadge(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM badges WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
}

export async function studentBadgeCount(db: Db, organizationId: string, groupId: string, studentId: string) {
  const [{ n }] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM badges WHERE organization_id = $1 AND group_id = $2 AND student_id = $3`,
    [organizationId, groupId, studentId],
  );
  return n;
}

/**
 * Badges newest first, a page at a time: a group's (`studentId` null, its teachers) or a student's own in
 * some groups.
 */
export async function badgesPage(
  db: Db,
  query: { organizationId: string; groupIds: readonly string[]; studentId: string | null },
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<BadgeRow[]>(
    `SELECT ${badgeColumns} FROM badges
      WHERE organization_id = $1 AND group_id = ANY($2::uuid[]) AND ($3::uuid IS NULL OR student_id = $3)
        AND ($4::timestamptz IS NULL OR (granted_at, id) < ($4::timestamptz, $5::uuid))
      ORDER BY granted_at DESC, id DESC
      LIMIT $6`,
    [query.organizationId, query.groupIds, query.studentId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, badgeOf, cursorOf);
}

export const badgeStore = { insertBadge, findBadge, deleteBadge, studentBadgeCount, badgesPage };
export type BadgeStore = typeof badgeStore;
export const BADGE_STORE = Symbol('BadgeStore');
