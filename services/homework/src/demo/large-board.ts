import { largeBoardId, largeDemoBoard as board } from '@crescendo/domain/demo';
import { weekStartOf, type CalendarDay } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

const id = largeBoardId;

/**
 * Student k (from 1) of school s as the large board's groups hold them (services/groups/src/demo/large-board.ts):
 * its global number `n`, its school and its group's global number.
 */
const studentsSql = `
  SELECT (s - 1) * $1::int + k AS n, s,
         ${id('student', '(s - 1) * $1::int + k')} AS student_id,
         ${id('school', 's')} AS organization_id,
         (s - 1) * $2::int + CASE WHEN k > $1::int - $3::int THEN $2::int ELSE (k - 1) % ($2::int - 1) + 1 END AS group_n
    FROM generate_series(1, $4::int) AS s, generate_series(1, $1::int) AS k`;

/**
 * The large demo board's school year (issue 25 §7), set-based: each student's practice two days a week over the
 * 40 weeks up to `today`; each group's assignment of each week of the last 13, due on Wednesday, given to its
 * students and handed in by 4 in 5 (each with its report). For the first `schools` schools; those there are kept
 * (a start asking more adds the missing ones: every insert skips the rows it finds).
 * Then `VACUUM (ANALYZE)`, as autovacuum would later: the dashboard's week is planned on the real table and read
 * from the index alone (the visibility map set).
 */
export async function seedLargeBoardPractice(db: Db, schools: number, today: CalendarDay): Promise<boolean> {
  const { groupsPerSchool, teachersPerSchool } = board;
  const studentParams = [board.studentsPerSchool, groupsPerSchool, board.smallGroupStudents, schools];
  const loaded = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('homework-large-board'))`);
    const lastGroup = schools * groupsPerSchool;
    const found: unknown[] = await tx.query(
      `SELECT 1 FROM assignments WHERE id = ${id('assignment', `$1::int || ':0'`)}`,
      [lastGroup],
    );
    if (found.length > 0) return false;
    const days = board.practiceWeeks * 7;
    await tx.query(
      `WITH student AS (${studentsSql})
       INSERT INTO practice_reports (id, organization_id, student_id, practice_date, duration, location, content,
                                     next_goals, submitted_at, type)
       SELECT ${id('report', `n || ':' || d`)}, organization_id, student_id, $5::date - d, 10 + (n * 7 + d * 13) % 50,
              'home', 'Gammes et études', 'Tenir le tempo', ($5::date - d) + time '18:00', 'general'
         FROM student, generate_series(0, $6::int - 1) AS d
        WHERE (n + d) % 7 IN (0, 3)
       ON CONFLICT DO NOTHING`,
      [...studentParams, today, days],
    );
    await tx.query(
      `INSERT INTO assignments (id, organization_id, group_id, teacher_id, title, description, due_at, due_date,
                                due_time, whole_group, send_to_classroom)
       SELECT ${id('assignment', `g || ':' || w`)}, ${id('school', '(g - 1) / $1::int + 1')}, ${id('group', 'g')},
              ${id('teacher', '((g - 1) / $1::int) * $2::int + (g - 1) % $1::int + 1')},
              'Pratique de la semaine', 'Deux pages de la méthode, lentement',
              (due + time '23:59') AT TIME ZONE 'America/Toronto', due, '23:59', true, false
         FROM generate_series(1, $3::int) AS g, generate_series(0, $4::int - 1) AS w,
              LATERAL (SELECT $5::date - 7 * w + 2 AS due) AS week
       ON CONFLICT DO NOTHING`,
      [groupsPerSchool, teachersPerSchool, lastGroup, board.assignmentWeeks, weekStartOf(today)],
    );
    const given = `
      WITH student AS (${studentsSql})
      SELECT student.*, w, ${id('assignment', `group_n || ':' || w`)} AS assignment_id, $6::date - 7 * w + 2 AS due
        FROM student, generate_series(0, $5::int - 1) AS w`;
    const givenParams = [...studentParams, board.assignmentWeeks, weekStartOf(today)];
    await tx.query(
      `INSERT INTO assignment_students (assignment_id, student_id) SELECT assignment_id, student_id FROM (${given}) AS g
       ON CONFLICT DO NOTHING`,
      givenParams,
    );
    // Handed in by 4 students in 5, up to today: the report of the due day, then its submission.
    const handedIn = `SELECT * FROM (${given}) AS g WHERE (n + w) % 5 <> 0 AND due <= $7::date`;
    await tx.query(
      `INSERT INTO practice_reports (id, organization_id, student_id, practice_date, duration, location, content,
                                     next_goals, submitted_at, type, homework_title, assignment_id)
       SELECT ${id('report', `'h:' || n || ':' || w`)}, organization_id, student_id, due, 20 + n % 25, 'home',
              'Deux pages de la méthode', 'Tenir le tempo', due + time '17:00', 'homework',
              'Pratique de la semaine', assignment_id
         FROM (${handedIn}) AS h
       ON CONFLICT DO NOTHING`,
      [...givenParams, today],
    );
    await tx.query(
      `INSERT INTO submissions (id, assignment_id, organization_id, student_id, report_id, submitted_at, late)
       SELECT ${id('submission', `n || ':' || w`)}, assignment_id, organization_id, student_id,
              ${id('report', `'h:' || n || ':' || w`)}, due + time '17:00', false
         FROM (${handedIn}) AS h
       ON CONFLICT DO NOTHING`,
      [...givenParams, today],
    );
    return true;
  });
  if (loaded)
    for (const table of ['practice_reports', 'assignments', 'assignment_students', 'submissions'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
  return loaded;
}
