/**
 * The text of groups' hot reads, with no import: the service prepares them (group.store.ts) and the
 * benchmarks' bare server runs the very same text (`@crescendo/groups/sql`), so the two never drift.
 */

/** A group with its students (joining order) and co-teachers (order added), from `groups g`. */
export const selectGroupsSql = `
  SELECT g.*,
    COALESCE(
      (SELECT array_agg(m.student_id::text ORDER BY m.joined_at, m.student_id)
         FROM group_members m WHERE m.group_id = g.id),
      '{}'::text[]) AS student_ids,
    COALESCE(
      (SELECT array_agg(t.teacher_id::text ORDER BY t.added_at, t.teacher_id)
         FROM group_teachers t WHERE t.group_id = g.id),
      '{}'::text[]) AS co_teacher_ids
  FROM groups g`;

/** One group of the organisation ($1 group, $2 organisation). */
export const groupByIdSqlText = `${selectGroupsSql} WHERE g.id = $1 AND g.organization_id = $2`;

/**
 * A list's groups with their students and co-teachers. The co-teachers come from one aggregate over the
 * school's `group_teachers` (index by organisation) joined once, not a lookup per group: most groups have
 * none, and 24 empty index probes made the teacher's list cost 40 % more in PostgreSQL than before
 * co-teachers (pgbench, 0.31 → 0.45 ms; joined: 0.35 ms).
 */
const listSql = (scope: string, archived: string) => `
  SELECT g.*,
    COALESCE(
      (SELECT array_agg(m.student_id::text ORDER BY m.joined_at, m.student_id)
         FROM group_members m WHERE m.group_id = g.id),
      '{}'::text[]) AS student_ids,
    COALESCE(co.teacher_ids, '{}'::text[]) AS co_teacher_ids
  FROM groups g
  LEFT JOIN (
    SELECT t.group_id, array_agg(t.teacher_id::text ORDER BY t.added_at, t.teacher_id) AS teacher_ids
      FROM group_teachers t WHERE t.organization_id = $1 GROUP BY t.group_id
  ) co ON co.group_id = g.id
  WHERE g.organization_id = $1${scope} AND (${archived}::boolean OR NOT g.archived)
  ORDER BY g.archived, lower(g.name), g.id`;

/** Each viewer's `GET /api/v1/groups`: ($1 organisation, [$2 user], last: include archived). */
export const visibleGroupsSqlText = {
  admin: listSql('', '$2'),
  /** The groups they lead or co-teach: spec §6's 'correct teacher id'. */
  teacher: listSql(
    ' AND (g.teacher_id = $2 OR EXISTS (SELECT 1 FROM group_teachers c WHERE c.group_id = g.id AND c.teacher_id = $2))',
    '$3',
  ),
  student: listSql(
    ' AND EXISTS (SELECT 1 FROM group_members s WHERE s.group_id = g.id AND s.student_id = $2)',
    '$3',
  ),
} as const;

/** What one row of those reads holds. */
export interface GroupRowShape {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  teacher_id: string | null;
  connection_code: string;
  source: 'manual' | 'google-classroom' | 'microsoft-teams';
  external_id: string | null;
  imported_at: Date | null;
  school_year: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
  student_ids: string[];
  co_teacher_ids: string[];
}
