import type { Db } from '@crescendo/service-kit';

/** Each school's minutes practised from `fromDay` on, and how many students logged them; absent when none. */
export async function practicePerSchool(
  db: Db,
  organizationIds: readonly string[],
  fromDay: string,
): Promise<Map<string, { minutes: number; students: number }>> {
  const rows: Array<{ organization_id: string; minutes: number; students: number }> = await db.query(
    `SELECT organization_id, sum(duration)::int AS minutes, count(DISTINCT student_id)::int AS students
       FROM practice_reports
      WHERE organization_id = ANY($1::uuid[]) AND practice_date >= $2::date
      GROUP BY organization_id`,
    [organizationIds, fromDay],
  );
  return new Map(rows.map((row) => [row.organization_id, { minutes: row.minutes, students: row.students }]));
}
