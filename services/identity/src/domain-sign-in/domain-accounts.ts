import { Inject, Injectable } from '@nestjs/common';
import { userUpdated } from '@crescendo/contracts';
import { Db, Outbox } from '@crescendo/service-kit';
import { isDeletedSubject } from '../deleted-subjects.store.js';
import { joinOrganization, markMembershipUsed, membershipsOf, userUpdatedData } from '../membership.store.js';
import { createUser, findUserByEmail, linkedUserId, linkIdentity } from '../user.store.js';
import type { SignInDomainRow } from './sign-in-domain.store.js';
import { holdsInBoard } from './sign-in-domain.store.js';

/** Who the domain's provider says signed in: its issuer and subject, and an address of the domain. */
export interface DomainIdentity {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** Why a domain sign-in does not open an account (the page says the spec's one message). */
export class DomainSignInRefused extends Error {}

/**
 * The account a domain's provider signs in (decision 0057): the one linked to (issuer, subject); else the
 * account of that address when it already belongs to the board (the board's provider speaks for the board's
 * people only, never for an account elsewhere), then linked; else a new account, linked. It joins the school
 * the domain leads to with the domain's role, unless it holds a role there already; either way it lands there.
 */
@Injectable()
export class DomainAccounts {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  signIn(identity: DomainIdentity, domain: SignInDomainRow): Promise<string> {
    return this.db.transaction(async (tx) => {
      if (await isDeletedSubject(tx, identity.issuer, identity.subject))
        throw new DomainSignInRefused('a deleted account’s identity');
      const userId = await this.accountOf(tx, identity, domain);
      const held = await membershipsOf(tx, userId, true);
      const inSchool = held.filter((m) => m.organizationId === domain.schoolId);
      if (inSchool.length > 0) {
        await markMembershipUsed(tx, inSchool.find((m) => m.role === domain.role) ?? inSchool[0]!);
        return userId;
      }
      await joinOrganization(tx, userId, { organizationId: domain.schoolId, role: domain.role });
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), {
        organizationId: domain.schoolId,
      });
      return userId;
    });
  }

  private async accountOf(tx: Db, identity: DomainIdentity, domain: SignInDomainRow): Promise<string> {
    const linked = await linkedUserId(tx, identity.issuer, identity.subject);
    if (linked) return linked;
    const byEmail = await findUserByEmail(tx, identity.email);
    let userId: string;
    if (byEmail) {
      if (!(await holdsInBoard(tx, byEmail.id, domain.boardId)))
        throw new DomainSignInRefused('an account outside the board');
      userId = byEmail.id;
    } else {
      const created = await createUser(tx, this.outbox, {
        email: identity.email,
        firstName: identity.firstName ?? '',
        lastName: identity.lastName ?? '',
        // The board's provider is the authority for its domain's addresses.
        emailVerified: true,
      });
      userId = created.user.id;
    }
    await linkIdentity(tx, identity.issuer, identity.subject, userId);
    return userId;
  }
}
