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
 * on `practice_reports_by_school_day`); each assignment due (`assignments_by_school_due_date`) counted by the
 * primary key of its students and the unique index of its submissions, never row by row. The students given
 * work are counted as the largest assignment's (a lower bound of those given any: the small-cohort rule withholds
 * more, never less). A school's rows have `programme` null; rows of one (school, programme) are added up by the
 * caller, except `assigned_students`, the largest.
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
       SELECT a.organization_id, a.group_id,
              (SELECT count(*) FROM assignment_students s WHERE s.assignment_id = a.id)::int AS assigned,
              (SELECT count(*) FROM submissions h WHERE h.assignment_id = a.id)::int AS handed_in
         FROM assignments a
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
     SELECT organization_id, NULL, 0, 0, sum(assigned)::int, sum(handed_in)::int, max(assigned)::int
       FROM given GROUP BY organization_id
     UNION ALL
     SELECT g.organization_id, cg.programme, 0, 0, sum(g.assigned)::int, sum(g.handed_in)::int, max(g.assigned)::int
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
