import { AppException, type Db } from '@crescendo/service-kit';

/** One school of a board with its people counted (the other services count its groups and practice). */
export interface BoardSchoolRow {
  id: string;
  name: string;
  /** Its Keycloak organisation's alias, null when none. */
  alias: string | null;
  teachers: number;
  students: number;
}

/** Whether `organizationId` is a board. */
export async function isBoard(db: Db, organizationId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM organizations WHERE id = $1 AND kind = 'board'`, [
    organizationId,
  ]);
  return rows.length > 0;
}

/** The board's school of that id, or null (another board's, a standalone school, none). */
export async function findBoardSchool(
  db: Db,
  boardId: string,
  schoolId: string,
): Promise<{ id: string; name: string } | null> {
  const rows: Array<{ id: string; name: string }> = await db.query(
    `SELECT id, name FROM organizations WHERE id = $1 AND board_id = $2`,
    [schoolId, boardId],
  );
  return rows[0] ?? null;
}

export async function insertSchool(
  db: Db,
  school: { id: string; name: string; alias: string },
  boardId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO organizations (id, name, kind, board_id, alias) VALUES ($1, $2, 'school', $3, $4)`,
    [school.id, school.name, boardId, school.alias],
  );
}

/** Where a page of the board's schools ends, in their order (name, id); it names its board. */
interface SchoolCursor {
  boardId: string;
  name: string;
  id: string;
}

function encodeSchoolCursor(cursor: SchoolCursor): string {
  return Buffer.from(JSON.stringify([cursor.boardId, cursor.name, cursor.id])).toString('base64url');
}

/** A cursor this service wrote for this board, or VALIDATION_FAILED on `cursor`. */
function decodeSchoolCursor(text: string, boardId: string): SchoolCursor {
  try {
    const [board, name, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    const uuid = /^[0-9a-f-]{36}$/;
    if (board === boardId && typeof name === 'string' && typeof id === 'string' && uuid.test(id))
      return { boardId, name, id };
  } catch {
    // refused below
  }
  throw AppException.invalid({ cursor: 'validation.cursor' });
}

/** A page of the board's schools by name, each with its teachers and students counted. */
export async function boardSchoolsPage(
  db: Db,
  boardId: string,
  page: { cursor?: string; limit: number },
): Promise<{ schools: BoardSchoolRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeSchoolCursor(page.cursor, boardId) : null;
  const rows: BoardSchoolRow[] = await db.query(
    `SELECT o.id, o.name, o.alias,
            (SELECT count(*)::int FROM memberships m WHERE m.organization_id = o.id AND m.role = 'teacher') AS teachers,
            (SELECT count(*)::int FROM memberships m WHERE m.organization_id = o.id AND m.role = 'student') AS students
       FROM organizations o
      WHERE o.board_id = $1 AND ($2::text IS NULL OR (o.name, o.id) > ($2::text, $3::uuid))
      ORDER BY o.name, o.id
      LIMIT $4`,
    [boardId, after?.name ?? null, after?.id ?? null, page.limit + 1],
  );
  if (rows.length <= page.limit) return { schools: rows, nextCursor: null };
  const schools = rows.slice(0, page.limit);
  const last = schools[schools.length - 1]!;
  return { schools, nextCursor: encodeSchoolCursor({ boardId, name: last.name, id: last.id }) };
}

/** The board, unless it exists already (the demo's, seeded on every start). */
export async function ensureBoard(db: Db, id: string, name: string): Promise<void> {
  await db.query(
    `INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board') ON CONFLICT (id) DO NOTHING`,
    [id, name],
  );
}

/** The school, created or moved into the board (the demo's, seeded on every start). */
export async function ensureSchoolInBoard(db: Db, id: string, name: string, boardId: string): Promise<void> {
  await db.query(
    `INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, 'school', $3)
     ON CONFLICT (id) DO UPDATE SET board_id = excluded.board_id`,
    [id, name, boardId],
  );
}
