import { Inject, Injectable } from '@nestjs/common';
import { userUpdated, type Actor } from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { linkLifetimes, MailLinks } from './mail/mail-links.js';
import { consumeMailToken, issueMailToken, revokeMailTokens } from './mail/mail-token.store.js';
import { Mailer } from './mail/mailer.js';
import { findUser, findUserByEmail, isEmailTaken, saveUser, type User } from './user.store.js';
import { currentMembership, userUpdatedData } from './membership.store.js';

type Recipient = Pick<User, 'id' | 'email' | 'firstName' | 'language' | 'pendingEmail'>;

/**
 * Proven mailboxes: the verification link of a new account, and the two-step change of a profile's
 * address (the new one confirms by its link, the old one is told). Mails leave after the commit.
 */
@Injectable()
export class MailboxService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MailLinks) private readonly links: MailLinks,
  ) {}

  /** The sign-up's mail: a link that proves the account's address. */
  async sendVerification(user: Recipient): Promise<void> {
    const token = await this.db.transaction((tx) =>
      issueMailToken(tx, 'verify-email', user.id, user.email, linkLifetimes.verifyEmailHours * 3600),
    );
    await this.mailer.send(
      user.email,
      user.language,
      mailTexts.verifyEmail(user.language, {
        firstName: user.firstName,
        url: this.links.confirmEmail(token),
        validHours: linkLifetimes.verifyEmailHours,
      }),
    );
  }

  /**
   * A profile asked for a new address (already recorded as pending): the new address gets the link, or,
   * when it is another account's, its owner is told instead (the asker sees the same either way); the
   * current address is told of the request.
   */
  async startEmailChange(user: Recipient, newEmail: string): Promise<void> {
    const owner = await findUserByEmail(this.db, newEmail);
    if (owner && owner.id !== user.id) {
      await this.mailer.send(owner.email, owner.language, mailTexts.addressInUse(owner.language, owner));
    } else {
      const token = await this.db.transaction((tx) =>
        issueMailToken(tx, 'change-email', user.id, newEmail, linkLifetimes.changeEmailHours * 3600),
      );
      await this.mailer.send(
        newEmail,
        user.language,
        mailTexts.confirmEmailChange(user.language, {
          firstName: user.firstName,
          url: this.links.confirmEmail(token),
          validHours: linkLifetimes.changeEmailHours,
        }),
      );
    }
    await this.mailer.send(
      user.email,
      user.language,
      mailTexts.emailChangeRequested(user.language, { firstName: user.firstName, newEmail }),
    );
  }

  /** The portal's 'send the link again': for the pending new address, else for an unproven one. */
  async resend(actor: Actor | null): Promise<{ sent: true }> {
    const { userId } = requireActor(actor);
    const user = await findUser(this.db, userId);
    if (!user) throw new AppException('NOT_FOUND', 'common.notFound');
    if (user.pendingEmail) await this.startEmailChange(user, user.pendingEmail);
    else if (!user.emailVerifiedAt) await this.sendVerification(user);
    return { sent: true };
  }

  /** A verification link opened: the address is proven, or the pending address becomes the account's. */
  async confirm(token: string): Promise<{ email: string; changed: boolean }> {
    return this.db.transaction(async (tx) => {
      const verified = await consumeMailToken(tx, 'verify-email', token);
      if (verified) {
        const user = await findUser(tx, verified.userId, true);
        // The address changed since the mail left: the link proves nothing about the current one.
        if (!user || user.email !== verified.email) throw this.invalidLink();
        await this.save(tx, user, { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        return { email: user.email, changed: false };
      }
      const change = await consumeMailToken(tx, 'change-email', token);
      if (!change) throw this.invalidLink();
      const user = await findUser(tx, change.userId, true);
      if (!user || user.pendingEmail !== change.email) throw this.invalidLink();
      if (await isEmailTaken(tx, change.email)) throw new AppException('CONFLICT', 'mailbox.emailTaken');
      await this.save(tx, user, {
        ...user,
        email: change.email,
        pendingEmail: null,
        emailVerifiedAt: new Date(),
      });
      // A reset link mailed to the old address must not outlive the change.
      await revokeMailTokens(tx, 'reset-password', user.id);
      return { email: change.email, changed: true };
    });
  }

  private invalidLink() {
    return new AppException('NOT_FOUND', 'mailbox.linkInvalid');
  }

  private async save(tx: Db, stored: User, changed: User): Promise<void> {
    await saveUser(tx, stored, changed);
    const membership = await currentMembership(tx, stored.id);
    if (!membership) throw new Error(`No membership for user ${stored.id}`);
    await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, stored.id), membership);
  }
}
