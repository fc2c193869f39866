import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { erasePerson } from '../erasure.store.js';
import { inventoryPersonalTables } from './personal-tables.js';

/** The inventory's answer for its personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class InventoryPersonalData extends PersonalData {
  readonly tables = inventoryPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return erasePerson(tx, subject.userId, new Date());
  }
}
