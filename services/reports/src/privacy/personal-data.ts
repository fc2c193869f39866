import { Inject, Injectable } from '@nestjs/common';
import type { PersonalFile } from '@crescendo/contracts';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { eraseRecordingsOf } from '../recordings/recording-erasure.js';
import { readRecordingPart, recordingFilesOf } from '../recordings/recording-files.js';
import { RECORDING_STORAGE, type RecordingStorage } from '../recordings/recording-storage.js';
import { reportsPersonalTables } from './personal-tables.js';

/**
 * The reports' answer for their personal data: its erasure is the `user.deleted` consumer's; a student's
 * recordings are files of their archive.
 */
@Injectable()
export class ReportsPersonalData extends PersonalData {
  readonly tables = reportsPersonalTables;

  constructor(@Inject(RECORDING_STORAGE) private readonly storage: RecordingStorage) {
    super();
  }

  async erase(subject: DataSubject, tx: Db): Promise<void> {
    await erasePerson(tx, subject.userId);
    // A student's recordings: their rows and their files (issue 29 §2).
    await eraseRecordingsOf(tx, this.storage, subject.userId);
  }

  /** The files of recordings the retention purge deleted (their rows are gone already). */
  override async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.remove(key);
  }

  override files(subject: DataSubject, db: Db): Promise<PersonalFile[]> {
    return recordingFilesOf(db, subject);
  }

  override readFile(subject: DataSubject, fileId: string, offset: number, length: number, db: Db) {
    return readRecordingPart(db, this.storage, subject, fileId, offset, length);
  }
}
