import type { Db } from '@crescendo/service-kit';

export interface NewStudent {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A user already known by one of a roster's addresses: whether they are a student of the roster's school. */
export interface KnownByEmail {
  id: string;
  email: string;
  studentHere: boolean;
}

/** Two imports with a student in common (two courses, two workers) take turns per address. */
export async function lockEmails(db: Db, emails: string[]): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtext('classroom-student:' || e)) FROM unnest($1::text[]) AS e ORDER BY e`,
    [emails],
  );
}

/** One row per known user, whatever the number of their memberships. */
export async function usersByEmail(
  db: Db,
  emails: string[],
  organizationId: string,
): Promise<KnownByEmail[]> {
  const rows: Array<{ id: string; email: string; student_here: boolean }> = await db.query(
    `SELECT u.id, u.email, bool_or(m.organization_id = $2 AND m.role = 'student') AS student_here
       FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE u.email = ANY($1::text[])
      GROUP BY u.id, u.email`,
    [emails, organizationId],
  );
  return rows.map((row) => ({ id: row.id, email: row.email, studentHere: row.student_here === true }));
}

/**
 * A roster's new students, their addresses proven, in two statements (users, memberships) rather than two
 * per student: an import of 200 courses creates thousands.
 */
export async function insertStudents(db: Db, organizationId: string, students: NewStudent[]): Promise<void> {
  const rows = JSON.stringify(
    students.map((s) => ({ id: s.id, email: s.email, first_name: s.firstName, last_name: s.lastName })),
  );
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, email_verified_at)
     SELECT r.id, r.email, r.first_name, r.last_name, now()
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, email text, first_name text, last_name text)`,
    [rows],
  );
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role)
     SELECT r.id, $2, 'student' FROM jsonb_to_recordset($1::jsonb) AS r(id uuid)`,
    [rows, organizationId],
  );
}

/** 'First Last', or undefined for an unknown user. */
export async function fullName(db: Db, userId: string): Promise<string | undefined> {
  const [row]: Array<{ name: string }> = await db.query(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.name;
}
