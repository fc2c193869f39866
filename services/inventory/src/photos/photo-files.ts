import type { PersonalFile } from '@crescendo/contracts';
import { photoExtensionOf, type PhotoMimeType } from '@crescendo/domain';
import {
  readFilePart,
  type DataSubject,
  type Db,
  type PersonalDataDeclaration,
} from '@crescendo/service-kit';
import type { PhotoStorage } from './photo-storage.js';

/**
 * What the photos hold about people (decision 0072): a loan's condition photos are its student's personal data
 * (`student_id`), and who took any photo (`uploaded_by`). An instrument's own photos name nobody but their
 * uploader. Spread into the inventory's declaration (`privacy/personal-tables.ts`). Kept as the loans are
 * (retention 'loans'): a closed loan's go, rows and files, when the loan is anonymised (`privacy/loan-retention.ts`).
 */
export const photosPersonalTables: PersonalDataDeclaration = {
  photos: {
    purpose:
      'Photos de l’état d’un instrument prêté à un élève (au prêt, au retour, soumission de réparation), gardées comme preuve, et qui a pris chaque photo',
    retention: 'loans',
    columns: { student_id: 'person', uploaded_by: 'person', alt_text: 'content', storage_key: 'content' },
    orderBy: ['id'],
  },
};

const stageName: Record<string, string> = { 'check-out': 'pret', return: 'retour', quote: 'soumission' };

/** A student's condition photos as files of their archive (issue 31 §2): the stage, the day, the id. */
export async function photoFilesOf(db: Db, subject: DataSubject): Promise<PersonalFile[]> {
  const rows = await db.query<
    Array<{ id: string; stage: string; mime_type: PhotoMimeType; bytes: number; day: string }>
  >(
    `SELECT id, stage, mime_type, bytes, to_char(created_at AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS day
       FROM photos WHERE student_id = $1 ORDER BY created_at, id LIMIT 1000`,
    [subject.userId],
  );
  return rows.map((row) => ({
    id: row.id,
    table: 'photos',
    name: `photo-${stageName[row.stage] ?? row.stage}-${row.day}-${row.id.slice(0, 8)}.${photoExtensionOf[row.mime_type] ?? 'img'}`,
    contentType: row.mime_type,
    bytes: Number(row.bytes),
  }));
}

/** A part of one of the student's photos; null when it is not theirs, or its file is gone. */
export async function readPhotoPart(
  db: Db,
  storage: PhotoStorage,
  subject: DataSubject,
  photoId: string,
  offset: number,
  length: number,
): Promise<{ bytes: Uint8Array; total: number } | null> {
  if (!/^[0-9a-f-]{36}$/.test(photoId)) return null;
  const [row] = await db.query<Array<{ storage_key: string; bytes: number }>>(
    `SELECT storage_key, bytes FROM photos WHERE id = $1 AND student_id = $2`,
    [photoId, subject.userId],
  );
  return readFilePart(storage, row && { key: row.storage_key, bytes: row.bytes }, offset, length);
}

async function removeFiles(storage: PhotoStorage, rows: Array<{ storage_key: string }>) {
  for (const { storage_key } of rows) await storage.remove(storage_key);
}

/**
 * A person's account erased: a student's condition photos go, rows and files (the loan stays, anonymised);
 * who took a photo is forgotten. The files are removed before the transaction commits: should it fail, the event
 * is delivered again and the rows go then (a row whose file is gone answers NOT_FOUND meanwhile).
 */
export async function erasePhotosOf(db: Db, storage: PhotoStorage, userId: string): Promise<void> {
  // Read, then deleted: a DELETE's RETURNING comes back shaped differently inside a transaction (TypeORM).
  const rows = await db.query<Array<{ storage_key: string }>>(
    `SELECT storage_key FROM photos WHERE student_id = $1`,
    [userId],
  );
  await db.query(`DELETE FROM photos WHERE student_id = $1`, [userId]);
  await db.query(`UPDATE photos SET uploaded_by = NULL WHERE uploaded_by = $1`, [userId]);
  await removeFiles(storage, rows);
}

/** A school deleted: its photos go, rows and files (before its loans and instruments). */
export async function eraseSchoolPhotos(
  db: Db,
  storage: PhotoStorage,
  organizationId: string,
): Promise<void> {
  const rows = await db.query<Array<{ storage_key: string }>>(
    `SELECT storage_key FROM photos WHERE organization_id = $1`,
    [organizationId],
  );
  await db.query(`DELETE FROM photos WHERE organization_id = $1`, [organizationId]);
  await removeFiles(storage, rows);
}
