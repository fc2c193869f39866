import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { unlinkPersonalColumns } from '../erasure.store.js';
import { financePersonalTables } from './personal-tables.js';

/** Finance's answer for its personal data: its erasure is the `user.deleted` consumer's (decision 0028). */
@Injectable()
export class FinancePersonalData extends PersonalData {
  readonly tables = financePersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return unlinkPersonalColumns(tx, 'person', subject.userId);
  }
}
