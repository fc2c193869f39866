import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { eraseUserFromMessaging } from '../erasure.store.js';
import { SendLimit, type SendLimitEraser } from '../send-limit.js';
import { messagingPersonalTables } from './personal-tables.js';

/** Musichat's answer for its personal data: its erasure is the `user.deleted` consumer's (the send budget too). */
@Injectable()
export class MessagingPersonalData extends PersonalData {
  readonly tables = messagingPersonalTables;

  constructor(@Inject(SendLimit) private readonly sendLimit: SendLimitEraser) {
    super();
  }

  async erase(subject: DataSubject, tx: Db): Promise<void> {
    await eraseUserFromMessaging(tx, subject.userId);
    await this.sendLimit.forget(subject.userId);
  }
}
