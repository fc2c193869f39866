import { largeBoardAdminEmail, largeBoardId, largeDemoBoard as board } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';

const school = (n: string) => largeBoardId('school', n);
const domain = board.domain;

/**
 * The large demo board's organisations and people (issue 25 §7) in a few set-based statements: the board, its
 * first `schools` schools, each with its administrator, 25 teachers and 500 students (verified addresses; only
 * the administrators have a password, the demo one). Schools already there are kept: a start finds the last
 * school asked and does nothing, a start asking more adds the missing ones.
 */
export async function seedLargeBoard(db: Db, schools: number, passwordHash: string): Promise<boolean> {
  const loaded = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identity-large-board'))`);
    const found: unknown[] = await tx.query(`SELECT 1 FROM organizations WHERE id = ${school('$1::int')}`, [
      schools,
    ]);
    if (found.length > 0) return false;
    await tx.query(
      `INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board') ON CONFLICT (id) DO NOTHING`,
      [board.id, board.name],
    );
    await tx.query(
      `INSERT INTO organizations (id, name, kind, board_id)
       SELECT ${school('s')}, 'École des Grands-Lacs ' || lpad(s::text, 2, '0'), 'school', $1
         FROM generate_series(1, $2::int) AS s
       ON CONFLICT (id) DO NOTHING`,
      [board.id, schools],
    );
    const people = async (kind: 'teacher' | 'student' | 'admin', perSchool: number, first: string) => {
      // School n's administrator is direction-ecole-NN@ (`largeSchoolAdminEmail`).
      const email = kind === 'admin' ? `'direction-ecole-' || lpad(n::text, 2, '0')` : `'${kind}-' || n`;
      await tx.query(
        `INSERT INTO users (id, email, first_name, last_name, email_verified_at)
         SELECT ${largeBoardId(kind, 'n')}, ${email} || '@${domain}', $1, n::text, now()
           FROM generate_series(1, $2::int) AS n
         ON CONFLICT DO NOTHING`,
        [first, schools * perSchool],
      );
      await tx.query(
        `INSERT INTO memberships (user_id, organization_id, role)
         SELECT ${largeBoardId(kind, 'n')}, ${school('(n - 1) / $2::int + 1')}, $3
           FROM generate_series(1, $1::int) AS n
         ON CONFLICT DO NOTHING`,
        [schools * perSchool, perSchool, kind],
      );
    };
    await people('teacher', board.teachersPerSchool, 'Enseignant');
    await people('student', board.studentsPerSchool, 'Élève');
    await people('admin', 1, 'Direction');
    await tx.query(
      `INSERT INTO users (id, email, first_name, last_name, email_verified_at)
       VALUES (${largeBoardId('admin', "'board'")}, $1, 'Direction', 'Grands-Lacs', now())
       ON CONFLICT DO NOTHING`,
      [largeBoardAdminEmail],
    );
    await tx.query(
      `INSERT INTO memberships (user_id, organization_id, role)
       VALUES (${largeBoardId('admin', "'board'")}, $1, 'board-admin') ON CONFLICT DO NOTHING`,
      [board.id],
    );
    await tx.query(
      `INSERT INTO password_credentials (user_id, hash)
       SELECT id, $1 FROM users WHERE email LIKE 'direction%@${domain}' ON CONFLICT DO NOTHING`,
      [passwordHash],
    );
    return true;
  });
  // As autovacuum would later: the board's pages are planned on the real tables, their indexes read alone.
  if (loaded)
    for (const table of ['organizations', 'users', 'memberships'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
  return loaded;
}
