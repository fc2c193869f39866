import type { StudentSubmission } from '@crescendo/contracts';
import { studentSubmissionsMax } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

interface Row {
  id: string;
  assignment_id: string;
  title: string;
  submitted_on: string;
  late: boolean;
  grade: number | null;
  feedback: string | null;
}

/** A student's submissions handed in between two days of the school's calendar, newest first. */
export async function studentSubmissions(
  db: Db,
  organizationId: string,
  studentId: string,
  period: { from: string; to: string },
  timeZone: string,
): Promise<StudentSubmission[]> {
  const rows = await db.query<Row[]>(
    `SELECT s.id, s.assignment_id, a.title, to_char(s.submitted_at AT TIME ZONE $5, 'YYYY-MM-DD') AS submitted_on,
            s.late, s.grade, s.feedback
     FROM submissions s JOIN assignments a ON a.id = s.assignment_id
     WHERE s.organization_id = $1 AND s.student_id = $2
       AND (s.submitted_at AT TIME ZONE $5)::date BETWEEN $3::date AND $4::date
     ORDER BY s.submitted_at DESC, s.id DESC
     LIMIT ${studentSubmissionsMax}`,
    [organizationId, studentId, period.from, period.to, timeZone],
  );
  return rows.map((row) => ({
    id: row.id,
    assignmentId: row.assignment_id,
    assignmentTitle: row.title,
    submittedOn: row.submitted_on,
    late: row.late,
    grade: row.grade,
    feedback: row.feedback,
  }));
}
