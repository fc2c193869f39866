import { visibleGroupsSqlText, type GroupRowShape } from '@crescendo/groups/sql';

/**
 * The SQL that services/groups runs for a teacher's `GET /api/v1/groups` (`listVisible` with a teacher viewer
 * and includeArchived=false): its very text, imported, so that the bare endpoint does the same database work.
 */
export const teacherListSql = visibleGroupsSqlText.teacher;

export const teacherListParams = (organizationId: string, teacherId: string) => [
  organizationId,
  teacherId,
  false,
];

export type GroupRow = GroupRowShape;

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
