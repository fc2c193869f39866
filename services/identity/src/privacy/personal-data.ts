import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { AccountService } from '../account.service.js';
import { deleteInvitationsTo } from '../team.store.js';
import { identityPersonalTables } from './personal-tables.js';

/**
 * Identity's answer for its personal data: the account's erasure is its deletion (the same as 'Supprimer mon
 * compte', the last administrator of a school still refused), `user.deleted` published for the others; the
 * invitations mailed to the person's address go with it.
 */
@Injectable()
export class IdentityPersonalData extends PersonalData {
  readonly tables = identityPersonalTables;

  constructor(@Inject(AccountService) private readonly accounts: AccountService) {
    super();
  }

  async erase(subject: DataSubject, tx: Db): Promise<void> {
    await this.accounts.erase(tx, subject.userId);
    if (subject.email) await deleteInvitationsTo(tx, subject.email);
  }
}
