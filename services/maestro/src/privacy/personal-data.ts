import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { maestroPersonalTables } from './personal-tables.js';

/** Maestro IA's answer for its personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class MaestroPersonalData extends PersonalData {
  readonly tables = maestroPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return erasePerson(tx, subject.userId);
  }
}
