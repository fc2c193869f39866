import { Inject, Injectable } from '@nestjs/common';
import type { PersonalFile } from '@crescendo/contracts';
import {
  PersonalData,
  purgeExpired,
  type DataSubject,
  type Db,
  type PurgeOutcome,
  type PurgeRequest,
} from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { erasePhotosOf, photoFilesOf, readPhotoPart } from '../photos/photo-files.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../photos/photo-storage.js';
import { purgeClosedLoans } from './loan-retention.js';
import { inventoryPersonalTables } from './personal-tables.js';

/**
 * The inventory's answer for its personal data: its erasure is the `user.deleted` consumer's; a student's loans'
 * condition photos are files of their archive (decision 0072); closed loans past their retention are anonymised
 * each night (decision 0079).
 */
@Injectable()
export class InventoryPersonalData extends PersonalData {
  readonly tables = inventoryPersonalTables;

  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {
    super();
  }

  async erase(subject: DataSubject, tx: Db): Promise<void> {
    await erasePerson(tx, subject.userId, new Date());
    await erasePhotosOf(tx, this.storage, subject.userId);
  }

  /**
   * The nightly retention purge: closed loans past their time anonymised, their condition photos removed and
   * their agreements named for identity (decision 0079); then whatever the declarations purge (nothing yet).
   */
  override async purge(tx: Db, request: PurgeRequest): Promise<PurgeOutcome> {
    const loans = await purgeClosedLoans(tx, request);
    const declared = await purgeExpired(tx, this.tables, request);
    return {
      removed: [...loans.removed, ...declared.removed],
      files: [...loans.files, ...declared.files],
      endedAgreements: loans.endedAgreements,
    };
  }

  /** The files of the condition photos the retention purge deleted, once it committed. */
  override async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.remove(key);
  }

  override files(subject: DataSubject, db: Db): Promise<PersonalFile[]> {
    return photoFilesOf(db, subject);
  }

  override readFile(subject: DataSubject, fileId: string, offset: number, length: number, db: Db) {
    return readPhotoPart(db, this.storage, subject, fileId, offset, length);
  }
}
