import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { reportsPersonalTables } from './personal-tables.js';

/** The reports' answer for their personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class ReportsPersonalData extends PersonalData {
  readonly tables = reportsPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return erasePerson(tx, subject.userId);
  }
}
