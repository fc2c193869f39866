import type { PersonalFile } from '@crescendo/contracts';
import { readFilePart, type DataSubject, type Db } from '@crescendo/service-kit';
import type { RecordingStorage } from './recording-storage.js';

const extensionOf: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
};

/** A student's recordings as files of their archive (issue 31 §2): the day made, the id, the audio's extension. */
export async function recordingFilesOf(db: Db, subject: DataSubject): Promise<PersonalFile[]> {
  const rows = await db.query<Array<{ id: string; mime_type: string; bytes: number; day: string }>>(
    `SELECT id, mime_type, bytes, to_char(created_at AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS day
       FROM recordings WHERE student_id = $1 ORDER BY created_at, id LIMIT 1000`,
    [subject.userId],
  );
  return rows.map((row) => ({
    id: row.id,
    table: 'recordings',
    name: `enregistrement-${row.day}-${row.id.slice(0, 8)}.${extensionOf[row.mime_type] ?? 'audio'}`,
    contentType: row.mime_type,
    bytes: row.bytes,
  }));
}

/** A part of one of the student's recordings; null when it is not theirs, or its file is gone. */
export async function readRecordingPart(
  db: Db,
  storage: RecordingStorage,
  subject: DataSubject,
  recordingId: string,
  offset: number,
  length: number,
): Promise<{ bytes: Uint8Array; total: number } | null> {
  if (!/^[0-9a-f-]{36}$/.test(recordingId)) return null;
  const [row] = await db.query<Array<{ storage_key: string; bytes: number }>>(
    `SELECT storage_key, bytes FROM recordings WHERE id = $1 AND student_id = $2`,
    [recordingId, subject.userId],
  );
  return readFilePart(storage, row && { key: row.storage_key, bytes: row.bytes }, offset, length);
}
