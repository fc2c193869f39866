import { createHash } from 'node:crypto';
import pg from 'pg';

/** Practice reports in the table while measuring: a school board's year (BENCH_REPORTS to change it). */
export const benchReportCount = Number(process.env.BENCH_REPORTS ?? 1_000_000);
/** Students in the teacher's overview. */
export const benchGroupSize = 40;
/** A board's organisations sharing the table with the demo one. */
const organizationCount = 40;
/** Each student practises 5 days a week (2 rest days, staggered between students): 260 or 261 reports a year. */
const practiceDaysPerYear = 260;
/**
 * What marks the bench's rows (and only them): counted by it, and replaced (with any earlier bench rows,
 * `benchPrefix`) when their number is not the one wanted. Change the text when the rows' shape changes.
 */
const benchPrefix = 'Banc d’essai';
const benchContent =
  'Banc d’essai : gammes de si bémol majeur à 80 à la noire, puis mesures 1 à 32 de l’étude no 3, lentement puis à tempo.';
const benchGoals = 'Banc d’essai : arpèges à 92 à la noire, sans accroc, et la reprise de la mesure 17.';

/**
 * md5 of a name as a version-4-shaped uuid (zod's `uuid()` checks the version and variant digits), as
 * `benchUuidSql` makes it in PostgreSQL: the same id on both sides, every run.
 */
export function benchUuid(name: string): string {
  const h = createHash('md5').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}
const benchUuidSql = (name: string) =>
  `(substr(md5(${name}), 1, 12) || '4' || substr(md5(${name}), 14, 3) || '8' || substr(md5(${name}), 18))::uuid`;
/** Student 0 is the signed-in demo student; 1–40 are the overview group's; the others fill the board. */
const benchStudentName = (index: number) => `crescendo-bench-student-${index}`;
export const benchGroupStudentIds = Array.from({ length: benchGroupSize }, (_, i) =>
  benchUuid(benchStudentName(i + 1)),
);

export interface SeededPractice {
  /** The 365 days ending on the last day of the bench's reports (the day they were made). */
  year: { from: string; to: string };
  /** Rows in practice_reports while measuring (the bench's and the demo's). */
  rows: number;
}

/**
 * Puts the bench's practice in the platform's database, once: `benchReportCount` reports over the 365
 * days up to today in one INSERT … SELECT (day by day, each day every student, so that one student's
 * year is spread over the table as real reports arrive), the demo student (`studentId`) and the 40
 * members of the overview group among them, then VACUUM ANALYZE as autovacuum would after such a load.
 * The group's 40 students are written to groups' `group_members` (bench students have no account: they
 * never sign in). A later run finds the rows by their content and keeps them.
 */
export async function seedPractice(
  databaseUrl: string,
  demo: { organizationId: string; studentId: string; groupId: string },
  log: (message: string) => void,
): Promise<SeededPractice> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The group holds its 40 bench students and nobody else.
    await db.query(
      `DELETE FROM groups.group_members WHERE group_id = $1 AND NOT student_id = ANY($2::uuid[])`,
      [demo.groupId, benchGroupStudentIds],
    );
    await db.query(
      `INSERT INTO groups.group_members (group_id, student_id, organization_id, joined_at)
       SELECT $1, student_id, $2, now() + n * interval '1 millisecond'
       FROM unnest($3::uuid[]) WITH ORDINALITY AS s (student_id, n)
       ON CONFLICT DO NOTHING`,
      [demo.groupId, demo.organizationId, benchGroupStudentIds],
    );
    const count = async () =>
      Number(
        (
          await db.query(`SELECT count(*) AS n FROM homework.practice_reports WHERE content = $1`, [
            benchContent,
          ])
        ).rows[0].n,
      );
    const found = await count();
    // The day the rows were written: the newest of the group's first student (every student practises
    // on 5 days of 7, the first of the group on the last day of the year).
    const anchorOf = async () =>
      (
        await db.query(
          `SELECT to_char(max(practice_date), 'YYYY-MM-DD') AS day FROM homework.practice_reports
           WHERE organization_id = $1 AND student_id = ANY($2::uuid[]) AND content = $3`,
          [demo.organizationId, benchGroupStudentIds, benchContent],
        )
      ).rows[0].day as string | null;
    if (found !== benchReportCount || (await anchorOf()) === null) {
      log(`  ${found} bench reports found, ${benchReportCount} wanted: writing them (about a minute)…`);
      const started = Date.now();
      await db.query('BEGIN');
      await db.query(`SET LOCAL work_mem = '256MB'`);
      await db.query(`DELETE FROM homework.practice_reports WHERE content LIKE $1`, [`${benchPrefix}%`]);
      const students = Math.ceil(benchReportCount / practiceDaysPerYear) + 1;
      await db.query(
        `INSERT INTO homework.practice_reports (id, organization_id, student_id, practice_date, duration,
           location, content, next_goals, submitted_at, type, flags)
         SELECT gen_random_uuid(),
           CASE WHEN s <= $5 THEN $1::uuid ELSE ${benchUuidSql(`'crescendo-bench-org-' || (s % $6)`)} END,
           CASE WHEN s = 0 THEN $2::uuid ELSE ${benchUuidSql(`'crescendo-bench-student-' || s`)} END,
           current_date - (364 - d),
           10 + (s * 7 + d * 13) % 81,
           CASE WHEN (s + d) % 3 = 0 THEN 'school' ELSE 'home' END,
           $3, $4,
           (current_date - (364 - d)) + time '17:00' + s * interval '1 second',
           'general', '{}'
         FROM generate_series(0, 364) AS d CROSS JOIN generate_series(0, $7::int - 1) AS s
         WHERE (d + s) % 7 NOT IN (5, 6)
         ORDER BY d, s
         LIMIT $8`,
        [
          demo.organizationId,
          demo.studentId,
          benchContent,
          benchGoals,
          benchGroupSize,
          organizationCount,
          students,
          benchReportCount,
        ],
      );
      await db.query('COMMIT');
      await db.query('VACUUM (ANALYZE) homework.practice_reports');
      log(`  written and vacuumed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const to = (await anchorOf())!;
    const from = (await db.query(`SELECT to_char($1::date - 364, 'YYYY-MM-DD') AS day`, [to])).rows[0]
      .day as string;
    const rows = Number((await db.query(`SELECT count(*) AS n FROM homework.practice_reports`)).rows[0].n);
    return { year: { from, to }, rows };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}
