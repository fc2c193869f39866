import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, type DataSubject, type Db } from '@crescendo/service-kit';
import { AccountService } from '../account.service.js';
import { deleteInvitationsTo } from '../team.store.js';
import { emailOf } from '../user.store.js';
import { deletePrivacyRequestsOf } from './desk/privacy-requests.store.js';
import { deletePrivacyOfficersReachedAt } from './officer/privacy-officer.store.js';
import { identityPersonalTables } from './personal-tables.js';

/**
 * Identity's answer for its personal data: the account's erasure is its deletion (the same as 'Supprimer mon
 * compte', the last administrator of a school still refused), `user.deleted` published for the others; the
 * invitations mailed to the person's address (the account's and the one asked about) go with it; the sign-in
 * traces go with the account itself, and a school's person in charge of personal information reached at one of
 * those addresses is no longer published (`AccountService.erase`, issue 31 §3).
 */
@Injectable()
export class IdentityPersonalData extends PersonalData {
  readonly tables = identityPersonalTables;

  constructor(@Inject(AccountService) private readonly accounts: AccountService) {
    super();
  }

  async erase(subject: DataSubject, tx: Db): Promise<void> {
    const addresses = new Set([subject.email, await emailOf(tx, subject.userId)]);
    // The privacy requests they made (by address) or that concern them (issue 31 §6) go with them.
    for (const email of addresses) await deletePrivacyRequestsOf(tx, subject.userId, email ?? null);
    await this.accounts.erase(tx, subject.userId);
    for (const email of addresses) {
      if (!email) continue;
      await deleteInvitationsTo(tx, email);
      // A person in charge of personal information who is erased is no longer published: the school names another.
      await deletePrivacyOfficersReachedAt(tx, email);
    }
  }
}
