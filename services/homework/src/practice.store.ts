import type { IntegrityFlag, PracticeReport, Submission } from '@crescendo/contracts';
import { type Db, preparedStatement } from '@crescendo/service-kit';
import type { Period } from './sql/practice-replies.js';

export interface ReportRow {
  id: string;
  organization_id: string;
  student_id: string;
  practice_date: string;
  duration: number;
  location: 'home' | 'school';
  content: string;
  next_goals: string;
  /** ISO 8601, UTC, milliseconds. */
  submitted_at: string;
  type: 'homework' | 'general';
  homework_title: string | null;
  flags: IntegrityFlag[];
  flags_dismissed: boolean;
}

/**
 * The instant as the API writes it (`Date.toISOString()`: UTC, milliseconds): built by PostgreSQL, it is
 * neither parsed into a `Date` nor formatted again per row (a student's year is 300 rows).
 */
const submittedAtIso = `to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at`;

const selectReports = `
  SELECT id, organization_id, student_id, to_char(practice_date, 'YYYY-MM-DD') AS practice_date, duration,
    location, content, next_goals, ${submittedAtIso}, type, homework_title, flags, flags_dismissed
  FROM practice_reports`;

export async function insertReport(
  db: Db,
  report: Omit<ReportRow, 'submitted_at' | 'flags_dismissed'> & {
    assignment_id: string | null;
    client_report_id: string | null;
  },
): Promise<ReportRow> {
  const [row]: ReportRow[] = await db.query(
    `INSERT INTO practice_reports (id, organization_id, student_id, practice_date, duration, location, content,
       next_goals, type, homework_title, assignment_id, flags, client_report_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, organization_id, student_id, to_char(practice_date, 'YYYY-MM-DD') AS practice_date, duration,
       location, content, next_goals, ${submittedAtIso}, type, homework_title, flags, flags_dismissed`,
    [
      report.id,
      report.organization_id,
      report.student_id,
      report.practice_date,
      report.duration,
      report.location,
      report.content,
      report.next_goals,
      report.type,
      report.homework_title,
      report.assignment_id,
      report.flags,
      report.client_report_id,
    ],
  );
  return row!;
}

/** The report a student's device already sent under this key, if any. */
export async function reportByClientId(
  db: Db,
  studentId: string,
  clientReportId: string,
): Promise<ReportRow | null> {
  const [row]: ReportRow[] = await db.query(
    `${selectReports} WHERE student_id = $1 AND client_report_id = $2`,
    [studentId, clientReportId],
  );
  return row ?? null;
}

/** PostgreSQL's answer when a second insert of the same device key lost the race to the first. */
export function isDuplicateClientId(error: unknown): boolean {
  const cause = (error as { driverError?: unknown })?.driverError ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'practice_reports_by_client_id';
}

/** A student's reports around a day: what the integrity flags compare a new report with. */
export function reportsNear(
  db: Db,
  organizationId: string,
  studentId: string,
  from: string,
): Promise<ReportRow[]> {
  return db.query(
    `${selectReports} WHERE organization_id = $1 AND student_id = $2 AND practice_date >= $3::date`,
    [organizationId, studentId, from],
  );
}

export type { Period };

const reportById = preparedStatement(
  'homework.report-by-id',
  `${selectReports} WHERE organization_id = $1 AND id = $2`,
);

export async function findReport(db: Db, organizationId: string, id: string): Promise<ReportRow | null> {
  const rows: ReportRow[] = await db.prepared(reportById, [organizationId, id]);
  return rows[0] ?? null;
}

/** The teacher has looked at the report's flags. */
export async function dismissReportFlags(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE practice_reports SET flags_dismissed = true WHERE id = $1`, [id]);
}

/** A student never reads why their report was flagged: that is between the teacher and the data. */
export function toReport(row: ReportRow, showFlags: boolean): PracticeReport {
  return {
    id: row.id,
    studentId: row.student_id,
    organizationId: row.organization_id,
    practiceDate: row.practice_date,
    duration: row.duration,
    location: row.location,
    content: row.content,
    nextGoals: row.next_goals,
    submittedAt: row.submitted_at,
    type: row.type,
    homeworkTitle: row.homework_title,
    flags: showFlags ? row.flags : [],
    flagsDismissed: showFlags ? row.flags_dismissed : false,
  };
}

export interface SubmissionRow {
  id: string;
  assignment_id: string;
  organization_id: string;
  student_id: string;
  submitted_at: Date;
  late: boolean;
  grade: number | null;
  feedback: string | null;
  graded_at: Date | null;
  practice_date: string;
  duration: number;
  location: 'home' | 'school';
  content: string;
  next_goals: string;
  /** `submitted_at` with PostgreSQL's microseconds: where a page of submissions ends. */
  submitted_key: string;
}

export const selectSubmissions = `
  SELECT u.id, u.assignment_id, u.organization_id, u.student_id, u.submitted_at, u.late, u.grade, u.feedback,
    u.graded_at, to_char(r.practice_date, 'YYYY-MM-DD') AS practice_date, r.duration, r.location, r.content,
    r.next_goals, to_char(u.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_key
  FROM submissions u JOIN practice_reports r ON r.id = u.report_id`;

export async function findSubmission(
  db: Db,
  organizationId: string,
  id: string,
): Promise<SubmissionRow | null> {
  const rows: SubmissionRow[] = await db.query(
    `${selectSubmissions} WHERE u.organization_id = $1 AND u.id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    assignmentId: row.assignment_id,
    studentId: row.student_id,
    submittedAt: new Date(row.submitted_at).toISOString(),
    late: row.late,
    grade: row.grade,
    feedback: row.feedback,
    gradedAt: row.graded_at ? new Date(row.graded_at).toISOString() : null,
    practiceDate: row.practice_date,
    duration: row.duration,
    location: row.location,
    content: row.content,
    nextGoals: row.next_goals,
  };
}

/**
 * Practice reports, and a submission with its report: what a service injects under `PRACTICE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const practiceStore = {
  insertReport,
  reportByClientId,
  reportsNear,
  findReport,
  dismissReportFlags,
  findSubmission,
};
export type PracticeStore = typeof practiceStore;
export const PRACTICE_STORE = Symbol('PracticeStore');
