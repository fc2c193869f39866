import { courseCodes } from '@crescendo/domain';
import { largeBoardId, largeDemoBoard as board } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';

/**
 * The large demo board's groups (issue 25 §7), set-based: per school 20 groups, group g taught by the school's
 * teacher g; groups 1 to 19 named by course code in turn ('MUS212 — Groupe 1', …) share the students but the
 * last 3, who are group 20, 'Ensemble de jazz' (a small group). For the first `schools` schools; those there are
 * kept (a start asking more schools adds the missing ones).
 */
export async function seedLargeBoardGroups(db: Db, schools: number, schoolYear: string): Promise<boolean> {
  const { groupsPerSchool: groups, teachersPerSchool, studentsPerSchool, smallGroupStudents } = board;
  const bigGroups = groups - 1;
  const loaded = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('groups-large-board'))`);
    const found: unknown[] = await tx.query(
      `SELECT 1 FROM groups WHERE id = ${largeBoardId('group', '($1::int - 1) * $2::int + 1')}`,
      [schools, groups],
    );
    if (found.length > 0) return false;
    await tx.query(
      `INSERT INTO groups (id, organization_id, name, teacher_id, connection_code, source, school_year)
       SELECT ${largeBoardId('group', 'n')},
              ${largeBoardId('school', '(n - 1) / $1::int + 1')},
              CASE WHEN g = $1::int THEN 'Ensemble de jazz'
                   ELSE upper(($4::text[])[(g - 1) % cardinality($4::text[]) + 1]) || ' — Groupe ' || g END,
              ${largeBoardId('teacher', '((n - 1) / $1::int) * $2::int + g')},
              'GL' || lpad(n::text, 5, '0'), 'manual', $5
         FROM generate_series(1, $3::int) AS n, LATERAL (SELECT (n - 1) % $1::int + 1 AS g) AS place
       ON CONFLICT DO NOTHING`,
      [groups, teachersPerSchool, schools * groups, [...courseCodes], schoolYear],
    );
    // Student k of school s (k from 1): the last `smallGroupStudents` in the small group, the others in turn.
    await tx.query(
      `INSERT INTO group_members (group_id, student_id, organization_id)
       SELECT ${largeBoardId('group', '(s - 1) * $1::int + g')}, ${largeBoardId('student', '(s - 1) * $2::int + k')},
              ${largeBoardId('school', 's')}
         FROM generate_series(1, $3::int) AS s, generate_series(1, $2::int) AS k,
              LATERAL (SELECT CASE WHEN k > $2::int - $4::int THEN $1::int ELSE (k - 1) % $5::int + 1 END AS g) AS place
       ON CONFLICT DO NOTHING`,
      [groups, studentsPerSchool, schools, smallGroupStudents, bigGroups],
    );
    return true;
  });
  // As autovacuum would later: the board's pages are planned on the real tables, their indexes read alone.
  if (loaded) for (const table of ['groups', 'group_members']) await db.query(`VACUUM (ANALYZE) ${table}`);
  return loaded;
}
