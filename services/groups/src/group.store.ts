import type { Group, GroupSourceName } from '@crescendo/contracts';
import { AppException, type Db, preparedStatement } from '@crescendo/service-kit';
import { needsMet, relationOf, type GroupOwnership, type Viewer } from './access.js';
import {
  groupByIdSqlText,
  selectGroupsSql,
  visibleGroupsSqlText,
  type GroupRowShape,
} from './sql/group-statements.js';

/** A group as read from the database, with its students (ids, in joining order) and co-teachers. */
export type GroupRow = GroupRowShape;

const selectGroups = selectGroupsSql;

export function ownershipOf(row: GroupRow): GroupOwnership {
  return {
    organizationId: row.organization_id,
    teacherId: row.teacher_id,
    coTeacherIds: row.co_teacher_ids,
    studentIds: row.student_ids,
  };
}

function viewerCan(row: GroupRow, viewer: Viewer): Group['viewerCan'] {
  const relation = relationOf(viewer, ownershipOf(row));
  return relation ? needsMet(relation) : [];
}

/** The wire shape; a student never reads the code (only the teacher and the admins hand it out). */
export function toGroup(row: GroupRow, viewer: Viewer): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    teacherId: row.teacher_id,
    teacherIds: row.teacher_id ? [row.teacher_id, ...row.co_teacher_ids] : row.co_teacher_ids,
    studentIds: row.student_ids,
    viewerCan: viewerCan(row, viewer),
    studentCount: row.student_ids.length,
    organizationId: row.organization_id,
    connectionCode: viewer.kind === 'student' ? null : row.connection_code,
    source: row.source,
    externalId: row.external_id,
    importedAt: row.imported_at?.toISOString() ?? null,
    schoolYear: row.school_year,
    archived: row.archived,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const groupById = preparedStatement('groups.by-id', groupByIdSqlText);

/** One group of the organisation; `lock` holds it until the transaction ends. */
export async function findGroup(
  db: Db,
  organizationId: string,
  groupId: string,
  lock = false,
): Promise<GroupRow | null> {
  const parameters = [groupId, organizationId];
  const rows: GroupRow[] = lock
    ? await db.query(`${groupByIdSqlText} FOR UPDATE OF g`, parameters)
    : await db.prepared(groupById, parameters);
  return rows[0] ?? null;
}

const groupsById = preparedStatement(
  'groups.by-ids',
  `${selectGroups} WHERE g.id = ANY($1::uuid[]) AND g.organization_id = $2`,
);

/** Groups of the organisation among the ids (the others are simply absent). */
export function findGroupsById(db: Db, organizationId: string, groupIds: string[]): Promise<GroupRow[]> {
  return db.prepared(groupsById, [groupIds, organizationId]);
}

export async function findGroupByCode(db: Db, code: string): Promise<GroupRow | null> {
  const rows: GroupRow[] = await db.query(
    `${selectGroups} WHERE g.connection_code = $1 AND NOT g.archived FOR UPDATE OF g`,
    [code],
  );
  return rows[0] ?? null;
}

/**
 * Each viewer's list, prepared (decision 0042): the reads behind `GET /api/v1/groups`, spec §6's
 * 'correct teacher id' rule, scoped by the viewer's organisation.
 */
const visibleGroups = {
  admin: preparedStatement('groups.list-admin', visibleGroupsSqlText.admin),
  teacher: preparedStatement('groups.list-teacher', visibleGroupsSqlText.teacher),
  student: preparedStatement('groups.list-student', visibleGroupsSqlText.student),
};

/** What the viewer may see. */
export async function listVisible(db: Db, viewer: Viewer, includeArchived: boolean): Promise<GroupRow[]> {
  if (viewer.kind === 'none') return [];
  if (viewer.kind === 'admin') {
    return db.prepared(visibleGroups.admin, [viewer.organizationId, includeArchived]);
  }
  return db.prepared(visibleGroups[viewer.kind], [viewer.organizationId, viewer.userId, includeArchived]);
}

export async function hasOwnGroups(db: Db, organizationId: string, userId: string) {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM groups WHERE organization_id = $1 AND teacher_id = $2 LIMIT 1`,
    [organizationId, userId],
  );
  return rows.length > 0;
}

export interface NewGroup {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  teacherId: string;
  source: GroupSourceName;
  schoolYear: string;
}

export async function insertGroup(db: Db, group: NewGroup, code: string): Promise<void> {
  await db.query(
    `INSERT INTO groups (id, organization_id, name, description, teacher_id, connection_code, source, school_year)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      group.id,
      group.organizationId,
      group.name,
      group.description,
      group.teacherId,
      code,
      group.source,
      group.schoolYear,
    ],
  );
}

export async function updateGroupDetails(
  db: Db,
  id: string,
  details: { name: string; description: string | null; teacherId: string | null },
): Promise<void> {
  await db.query(
    `UPDATE groups SET name = $2, description = $3, teacher_id = $4, updated_at = now() WHERE id = $1`,
    [id, details.name, details.description, details.teacherId],
  );
}

export async function setArchived(db: Db, id: string, archived: boolean): Promise<void> {
  await db.query(`UPDATE groups SET archived = $2, updated_at = now() WHERE id = $1`, [id, archived]);
}

export async function setConnectionCode(db: Db, id: string, code: string): Promise<void> {
  await db.query(`UPDATE groups SET connection_code = $2, updated_at = now() WHERE id = $1`, [id, code]);
}

/** Its memberships and co-teachers go with it (ON DELETE CASCADE). */
export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM groups WHERE id = $1`, [id]);
}

export async function deleteOrganizationGroups(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM groups WHERE organization_id = $1`, [organizationId]);
}

/** A group's own columns, without its students and co-teachers. */
export type BareGroupRow = Omit<GroupRow, 'student_ids' | 'co_teacher_ids'>;

export function bareGroup(db: Db, id: string): Promise<BareGroupRow[]> {
  return db.query(`SELECT * FROM groups WHERE id = $1`, [id]);
}

/** The teacher's groups outside the organisations `keep` (none: every group) lose their teacher; those groups. */
export function orphanGroupsOf(db: Db, teacherId: string, keep: readonly string[]): Promise<BareGroupRow[]> {
  return changedRows(
    db,
    `UPDATE groups SET teacher_id = NULL, updated_at = now()
     WHERE teacher_id = $1 AND NOT (organization_id = ANY($2::uuid[])) RETURNING *`,
    [teacherId, keep],
  );
}

const maxCodeAttempts = 10;

export function isCodeTaken(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  const constraint = failure.constraint ?? failure.driverError?.constraint;
  return failure.code === '23505' && constraint === 'groups_connection_code';
}

/**
 * Writes with a fresh code, drawing another when the unique index says the code is taken (a savepoint
 * keeps the rest of the transaction). Ten collisions in a row on 36^6 codes means something else is wrong.
 */
export async function withUniqueCode(
  db: Db,
  generate: () => string,
  write: (code: string) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < maxCodeAttempts; attempt += 1) {
    await db.query('SAVEPOINT connection_code');
    try {
      await write(generate());
      await db.query('RELEASE SAVEPOINT connection_code');
      return;
    } catch (error) {
      await db.query('ROLLBACK TO SAVEPOINT connection_code');
      if (!isCodeTaken(error)) throw error;
    }
  }
  throw new AppException('CONFLICT', 'groups.noCode');
}

/**
 * An UPDATE or DELETE with RETURNING: TypeORM answers those as `[rows, affected]` (an INSERT or a
 * SELECT as `rows`); this gives the rows either way.
 */
export async function changedRows<T>(db: Db, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
