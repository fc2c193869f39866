/**
 * The SQL that services/groups runs for a teacher's `GET /api/v1/groups` (group.store.ts, `listVisible`
 * with a teacher viewer and includeArchived=false), copied so that the bare endpoint does the same
 * database work. Keep it in step with that file.
 */
export const teacherListSql = `
  SELECT g.*,
    COALESCE(
      (SELECT array_agg(m.student_id::text ORDER BY m.joined_at, m.student_id)
         FROM group_members m WHERE m.group_id = g.id),
      '{}'::text[]) AS student_ids,
    COALESCE(
      (SELECT array_agg(t.teacher_id::text ORDER BY t.added_at, t.teacher_id)
         FROM group_teachers t WHERE t.group_id = g.id),
      '{}'::text[]) AS co_teacher_ids
  FROM groups g WHERE g.organization_id = $1
    AND (g.teacher_id = $2 OR EXISTS (SELECT 1 FROM group_teachers c WHERE c.group_id = g.id AND c.teacher_id = $2))
    AND ($3::boolean OR NOT g.archived)
     ORDER BY g.archived, lower(g.name), g.id`;

export const teacherListParams = (organizationId: string, teacherId: string) => [
  organizationId,
  teacherId,
  false,
];

export interface GroupRow {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  teacher_id: string | null;
  connection_code: string;
  source: string;
  external_id: string | null;
  imported_at: Date | null;
  school_year: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
  student_ids: string[];
  co_teacher_ids: string[];
}

/** The wire shape groups answers for a teacher (`toGroup`): same fields, same order. */
export function toWire(row: GroupRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    teacherId: row.teacher_id,
    teacherIds: row.teacher_id ? [row.teacher_id, ...row.co_teacher_ids] : row.co_teacher_ids,
    studentIds: row.student_ids,
    // The bench's reader is the groups' lead teacher.
    viewerCan: ['see', 'teach', 'manage'],
    studentCount: row.student_ids.length,
    organizationId: row.organization_id,
    connectionCode: row.connection_code,
    source: row.source,
    externalId: row.external_id,
    importedAt: row.imported_at?.toISOString() ?? null,
    schoolYear: row.school_year,
    archived: row.archived,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
