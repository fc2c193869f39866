import type { Db, PersonalDataDeclaration } from '@crescendo/service-kit';
import type { RecordingStorage } from './recording-storage.js';

/**
 * What the recordings hold about people (issue 29 §2, issue 31 §1): a student's recordings (their files are
 * on the storage under `storage_key`), the teachers' comments at a moment of them, and who kept one as
 * evidence. Spread into the reports' declaration (`privacy/personal-tables.ts`).
 */
export const recordingsPersonalTables: PersonalDataDeclaration = {
  recordings: {
    purpose:
      'Enregistrements audio d’un élève joints à ses rapports de pratique ou à ses remises, et quel enseignant les a gardés comme preuve',
    // Two years by default (the school may shorten it): the rows go with the nightly purge, their comments with
    // them (ON DELETE CASCADE), and their files once the purge committed (`removeFiles`).
    retention: 'recordings',
    columns: { student_id: 'person', kept_by: 'person', storage_key: 'content' },
    orderBy: ['id'],
    purge: { after: 'created_at', files: 'storage_key' },
  },
  recording_comments: {
    purpose: 'Commentaires d’un enseignant à un moment d’un enregistrement',
    retention: 'recordings',
    columns: { author_id: 'person', text: 'content' },
    orderBy: ['id'],
  },
};

async function removeFiles(storage: RecordingStorage, rows: Array<{ storage_key: string }>) {
  for (const { storage_key } of rows) await storage.remove(storage_key);
}

/**
 * A person's account erased: a student's recordings go, rows and files (their comments with them); a
 * teacher's comments stay with the student's recording, their author forgotten, and who kept one too. The
 * files are removed before the transaction commits: should it fail, the event is delivered again and the
 * rows go then (a row whose file is gone answers NOT_FOUND meanwhile).
 */
export async function eraseRecordingsOf(db: Db, storage: RecordingStorage, userId: string): Promise<void> {
  // Read, then deleted: a DELETE's RETURNING comes back shaped differently inside a transaction (TypeORM).
  const rows = await db.query<Array<{ storage_key: string }>>(
    `SELECT storage_key FROM recordings WHERE student_id = $1`,
    [userId],
  );
  await db.query(`DELETE FROM recordings WHERE student_id = $1`, [userId]);
  await db.query(`UPDATE recording_comments SET author_id = NULL WHERE author_id = $1`, [userId]);
  await db.query(`UPDATE recordings SET kept_by = NULL WHERE kept_by = $1`, [userId]);
  await removeFiles(storage, rows);
}

/** A school deleted: its recordings go, rows and files. */
export async function eraseSchoolRecordings(db: Db, storage: RecordingStorage, organizationId: string) {
  const rows = await db.query<Array<{ storage_key: string }>>(
    `SELECT storage_key FROM recordings WHERE organization_id = $1`,
    [organizationId],
  );
  await db.query(`DELETE FROM recordings WHERE organization_id = $1`, [organizationId]);
  await removeFiles(storage, rows);
}
