import type { BoardTeacher } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db } from '@crescendo/service-kit';

interface TeacherRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The school's teachers by e-mail (unique), a page at a time. */
export async function schoolTeachersPage(
  db: Db,
  schoolId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: BoardTeacher[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, '[^\\s|]{1,254}') : null;
  const rows: TeacherRow[] = await db.query(
    `SELECT u.id AS user_id, u.first_name, u.last_name, u.email
       FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 AND m.role = 'teacher'
        AND ($2::text IS NULL OR (u.email, u.id) > ($2::text, $3::uuid))
      ORDER BY u.email, u.id
      LIMIT $4`,
    [schoolId, after?.key ?? null, after?.id ?? null, page.limit + 1],
  );
  return pageOf(
    rows,
    page.limit,
    (row) => ({ userId: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email }),
    (row) => ({ key: row.email, id: row.user_id }),
  );
}

/** Whether the teacher membership was there to take away. */
export async function dropTeacherMembership(db: Db, userId: string, schoolId: string): Promise<boolean> {
  const result: unknown = await db.query(
    `DELETE FROM memberships WHERE user_id = $1 AND organization_id = $2 AND role = 'teacher' RETURNING user_id`,
    [userId, schoolId],
  );
  // Through TypeORM (in a transaction) a DELETE … RETURNING answers `[rows, count]`, pooled its rows.
  const rows =
    Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
  return rows.length > 0;
}
