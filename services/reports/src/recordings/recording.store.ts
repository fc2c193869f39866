import type { Recording, RecordingComment, RecordingTarget } from '@crescendo/contracts';
import type { RecordingMimeType } from '@crescendo/domain';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

interface RecordingRow {
  id: string;
  organization_id: string;
  student_id: string;
  practice_report_id: string | null;
  submission_id: string | null;
  mime_type: RecordingMimeType;
  bytes: number;
  duration_seconds: number;
  storage_key: string;
  kept_as_evidence: boolean;
  created_at: Date;
  created_key: string;
}

interface CommentRow {
  id: string;
  recording_id: string;
  at_second: number;
  text: string;
  author_id: string | null;
  created_at: Date;
}

/** A recording as the store holds it: the contract's fields, its school and the key of its file. */
export interface StoredRecording extends Omit<Recording, 'comments'> {
  organizationId: string;
  storageKey: string;
}

const columns = `id, organization_id, student_id, practice_report_id, submission_id, mime_type, bytes,
  duration_seconds, storage_key, kept_as_evidence, created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`;

const recordingOf = (row: RecordingRow): StoredRecording => ({
  id: row.id,
  organizationId: row.organization_id,
  studentId: row.student_id,
  practiceReportId: row.practice_report_id,
  submissionId: row.submission_id,
  mimeType: row.mime_type,
  bytes: row.bytes,
  durationSeconds: row.duration_seconds,
  storageKey: row.storage_key,
  keptAsEvidence: row.kept_as_evidence,
  createdAt: row.created_at.toISOString(),
});

const commentOf = (row: CommentRow): RecordingComment => ({
  id: row.id,
  atSecond: row.at_second,
  text: row.text,
  authorId: row.author_id,
  createdAt: row.created_at.toISOString(),
});

export const decodeRecordingCursor = (cursor: string) => decodeCursor(cursor, instantKey);
const cursorOf = (row: RecordingRow): PageCursor => ({ key: row.created_key, id: row.id });

export interface RecordingWrite {
  id: string;
  organizationId: string;
  studentId: string;
  target: RecordingTarget;
  mimeType: RecordingMimeType;
  bytes: number;
  durationSeconds: number;
  storageKey: string;
  at: Date;
}

export async function insertRecording(db: Db, recording: RecordingWrite): Promise<StoredRecording> {
  const [row] = await db.query<RecordingRow[]>(
    `INSERT INTO recordings (id, organization_id, student_id, practice_report_id, submission_id, mime_type, bytes,
       duration_seconds, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${columns}`,
    [
      recording.id,
      recording.organizationId,
      recording.studentId,
      recording.target.practiceReportId ?? null,
      recording.target.submissionId ?? null,
      recording.mimeType,
      recording.bytes,
      recording.durationSeconds,
      recording.storageKey,
      recording.at,
    ],
  );
  return recordingOf(row!);
}

export async function findRecording(
  db: Db,
  organizationId: string,
  id: string,
): Promise<StoredRecording | null> {
  const [row] = await db.query<RecordingRow[]>(
    `SELECT ${columns} FROM recordings WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? recordingOf(row) : null;
}

/** How many recordings a practice report or submission holds already. */
export async function recordingCountOf(db: Db, organizationId: string, target: RecordingTarget) {
  const [{ n }] = await db.query<Array<{ n: number }>>(
    target.practiceReportId
      ? `SELECT count(*)::int AS n FROM recordings WHERE organization_id = $1 AND practice_report_id = $2`
      : `SELECT count(*)::int AS n FROM recordings WHERE organization_id = $1 AND submission_id = $2`,
    [organizationId, target.practiceReportId ?? target.submissionId],
  );
  return n;
}

/**
 * A target's recordings in the order they were made, a page at a time, each with its comments. A submission's
 * include those attached to the practice report it made (`alsoReportId`).
 */
export async function recordingsPage(
  db: Db,
  organizationId: string,
  target: RecordingTarget,
  after: PageCursor | null,
  limit: number,
  alsoReportId: string | null = null,
): Promise<{ items: Recording[]; nextCursor: string | null }> {
  const rows = await db.query<RecordingRow[]>(
    `SELECT ${columns} FROM recordings
      WHERE organization_id = $1
        AND (practice_report_id = $2::uuid OR submission_id = $3::uuid OR practice_report_id = $4::uuid)
        AND ($5::timestamptz IS NULL OR (created_at, id) > ($5::timestamptz, $6::uuid))
      ORDER BY created_at, id
      LIMIT $7`,
    [
      organizationId,
      target.practiceReportId ?? null,
      target.submissionId ?? null,
      alsoReportId,
      after?.key ?? null,
      after?.id ?? null,
      limit + 1,
    ],
  );
  const page = pageOf(rows, limit, recordingOf, cursorOf);
  const comments = await commentsOf(
    db,
    page.items.map((recording) => recording.id),
  );
  return {
    items: page.items.map(({ organizationId: _school, storageKey: _key, ...recording }) => ({
      ...recording,
      comments: comments.get(recording.id) ?? [],
    })),
    nextCursor: page.nextCursor,
  };
}

export async function commentsOf(db: Db, recordingIds: string[]): Promise<Map<string, RecordingComment[]>> {
  const byRecording = new Map<string, RecordingComment[]>();
  if (recordingIds.length === 0) return byRecording;
  const rows = await db.query<CommentRow[]>(
    `SELECT id, recording_id, at_second, text, author_id, created_at FROM recording_comments
      WHERE recording_id = ANY($1::uuid[]) ORDER BY at_second, created_at, id`,
    [recordingIds],
  );
  for (const row of rows) {
    const list = byRecording.get(row.recording_id) ?? [];
    list.push(commentOf(row));
    byRecording.set(row.recording_id, list);
  }
  return byRecording;
}

export async function commentCountOf(db: Db, recordingId: string): Promise<number> {
  const [{ n }] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM recording_comments WHERE recording_id = $1`,
    [recordingId],
  );
  return n;
}

export async function insertComment(
  db: Db,
  comment: {
    id: string;
    organizationId: string;
    recordingId: string;
    atSecond: number;
    text: string;
    by: string;
    at: Date;
  },
): Promise<RecordingComment> {
  const [row] = await db.query<CommentRow[]>(
    `INSERT INTO recording_comments (id, organization_id, recording_id, at_second, text, author_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, recording_id, at_second, text, author_id, created_at`,
    [
      comment.id,
      comment.organizationId,
      comment.recordingId,
      comment.atSecond,
      comment.text,
      comment.by,
      comment.at,
    ],
  );
  return commentOf(row!);
}

export async function setKept(
  db: Db,
  organizationId: string,
  id: string,
  kept: boolean,
  by: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE recordings SET kept_as_evidence = $3::boolean, kept_by = CASE WHEN $3::boolean THEN $4::uuid END,
       kept_at = CASE WHEN $3::boolean THEN $5::timestamptz END
     WHERE organization_id = $1 AND id = $2`,
    [organizationId, id, kept, by, at],
  );
}

export async function deleteRecording(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM recordings WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
}

export const recordingStore = {
  insertRecording,
  findRecording,
  recordingCountOf,
  recordingsPage,
  commentsOf,
  commentCountOf,
  insertComment,
  setKept,
  deleteRecording,
};
export type RecordingStore = typeof recordingStore;
export const RECORDING_STORE = Symbol('RecordingStore');
