import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject } from '@crescendo/service-kit';
import { AccountEventsConsumers } from '../account-events.consumers.js';
import { classroomPersonalTables } from './personal-tables.js';

/**
 * Classroom-sync's answer for its personal data: its erasure is the `user.deleted` consumer's (the Google
 * connection revoked at Google, then erased), outside the request's transaction as the consumer's is.
 */
@Injectable()
export class ClassroomPersonalData extends PersonalData {
  readonly tables = classroomPersonalTables;

  constructor(@Inject(AccountEventsConsumers) private readonly accountEvents: AccountEventsConsumers) {
    super();
  }

  erase(subject: DataSubject): Promise<void> {
    return this.accountEvents.eraseUser(subject.userId);
  }
}
