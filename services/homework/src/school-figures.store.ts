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

export interface WeekRow {
  organization_id: string;
  /** Null: the whole school. */
  programme: string | null;
  practice_minutes: number;
  active_students: number;
  assigned: number;
  handed_in: number;
  assigned_students: number;
}

/** Who the programmes are, flattened into the parallel arrays `unnest` reads. */
export interface CohortArrays {
  studentSchools: string[];
  studentProgrammes: string[];
  studentIds: string[];
  groupSchools: string[];
  groupProgrammes: string[];
  groupIds: string[];
}

/**
 * The week of each school and of each programme in one statement: practice summed per student once (index-only
 * on `practice_reports_by_school_day`), assignments due read by `assignments_by_school_due_date`; a school's
 * rows have `programme` null. Rows of one (school, programme) are added up by the caller.
 */
export async function weekFigures(
  db: Db,
  organizationIds: readonly string[],
  cohorts: CohortArrays,
  fromDay: string,
  toDay: string,
): Promise<WeekRow[]> {
  return db.query(
    `WITH cohort AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[]) AS c(organization_id, programme, student_id)
     ), cohort_groups AS (
       SELECT * FROM unnest($4::uuid[], $5::text[], $6::uuid[]) AS g(organization_id, programme, group_id)
     ), practice AS (
       SELECT organization_id, student_id, sum(duration)::int AS minutes
         FROM practice_reports
        WHERE organization_id = ANY($7::uuid[]) AND practice_date BETWEEN $8::date AND $9::date
        GROUP BY organization_id, student_id
     ), given AS (
       SELECT a.organization_id, a.group_id, s.student_id, (h.id IS NOT NULL) AS handed_in
         FROM assignments a
         JOIN assignment_students s ON s.assignment_id = a.id
         LEFT JOIN submissions h ON h.assignment_id = a.id AND h.student_id = s.student_id
        WHERE a.organization_id = ANY($7::uuid[]) AND a.due_date BETWEEN $8::date AND $9::date
     )
     SELECT organization_id, NULL::text AS programme, sum(minutes)::int AS practice_minutes,
            count(*)::int AS active_students, 0 AS assigned, 0 AS handed_in, 0 AS assigned_students
       FROM practice GROUP BY organization_id
     UNION ALL
     SELECT c.organization_id, c.programme, sum(p.minutes)::int, count(*)::int, 0, 0, 0
       FROM cohort c JOIN practice p ON p.organization_id = c.organization_id AND p.student_id = c.student_id
      GROUP BY c.organization_id, c.programme
     UNION ALL
     SELECT organization_id, NULL, 0, 0, count(*)::int, count(*) FILTER (WHERE handed_in)::int,
            count(DISTINCT student_id)::int
       FROM given GROUP BY organization_id
     UNION ALL
     SELECT g.organization_id, cg.programme, 0, 0, count(*)::int, count(*) FILTER (WHERE g.handed_in)::int,
            count(DISTINCT g.student_id)::int
       FROM given g JOIN cohort_groups cg ON cg.organization_id = g.organization_id AND cg.group_id = g.group_id
      GROUP BY g.organization_id, cg.programme`,
    [
      cohorts.studentSchools,
      cohorts.studentProgrammes,
      cohorts.studentIds,
      cohorts.groupSchools,
      cohorts.groupProgrammes,
      cohorts.groupIds,
      organizationIds,
      fromDay,
      toDay,
    ],
  );
}
