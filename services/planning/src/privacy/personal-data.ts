import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { planningPersonalTables } from './personal-tables.js';

/** The planning's answer for its personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class PlanningPersonalData extends PersonalData {
  readonly tables = planningPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return erasePerson(tx, subject.userId);
  }
}
