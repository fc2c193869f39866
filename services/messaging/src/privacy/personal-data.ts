import { Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { eraseUserFromMessaging } from '../erasure.store.js';
import { messagingPersonalTables } from './personal-tables.js';

/** Musichat's answer for its personal data: its erasure is the `user.deleted` consumer's. */
@Injectable()
export class MessagingPersonalData extends PersonalData {
  readonly tables = messagingPersonalTables;

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return eraseUserFromMessaging(tx, subject.userId);
  }
}
