import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { IdentityEventsConsumers } from '../identity-events.consumers.js';
import { groupsPersonalTables } from './personal-tables.js';

/** Groups' answer for its personal data: its erasure is the `user.deleted` consumer's, events included. */
@Injectable()
export class GroupsPersonalData extends PersonalData {
  readonly tables = groupsPersonalTables;

  constructor(@Inject(IdentityEventsConsumers) private readonly identityEvents: IdentityEventsConsumers) {
    super();
  }

  erase(subject: DataSubject, tx: Db): Promise<void> {
    return this.identityEvents.eraseUser(tx, subject.userId, new Date().toISOString());
  }
}
