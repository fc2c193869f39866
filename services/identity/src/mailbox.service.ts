import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { userUpdated, type Actor } from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Outbox } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { MembershipEntity } from './entities/membership.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { linkLifetimes, MailLinks } from './mail/mail-links.js';
import { consumeMailToken, issueMailToken, revokeMailTokens } from './mail/mail-token.store.js';
import { Mailer } from './mail/mailer.js';

type Recipient = Pick<UserEntity, 'id' | 'email' | 'firstName' | 'language' | 'pendingEmail'>;

/**
 * Proven mailboxes: the verification link of a new account, and the two-step change of a profile's
 * address (the new one confirms by its link, the old one is told). Mails leave after the commit.
 */
@Injectable()
export class MailboxService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MailLinks) private readonly links: MailLinks,
  ) {}

  /** The sign-up's mail: a link that proves the account's address. */
  async sendVerification(user: Recipient): Promise<void> {
    const token = await this.db.transaction((manager) =>
      issueMailToken(manager, 'verify-email', user.id, user.email, linkLifetimes.verifyEmailHours * 3600),
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
    const owner = await this.db.getRepository(UserEntity).findOneBy({ email: newEmail });
    if (owner && owner.id !== user.id) {
      await this.mailer.send(owner.email, owner.language, mailTexts.addressInUse(owner.language, owner));
    } else {
      const token = await this.db.transaction((manager) =>
        issueMailToken(manager, 'change-email', user.id, newEmail, linkLifetimes.changeEmailHours * 3600),
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
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new AppException('NOT_FOUND', 'common.notFound');
    if (user.pendingEmail) await this.startEmailChange(user, user.pendingEmail);
    else if (!user.emailVerifiedAt) await this.sendVerification(user);
    return { sent: true };
  }

  /** A verification link opened: the address is proven, or the pending address becomes the account's. */
  async confirm(token: string): Promise<{ email: string; changed: boolean }> {
    return this.db.transaction(async (manager) => {
      const verified = await consumeMailToken(manager, 'verify-email', token);
      if (verified) {
        const user = await this.locked(manager, verified.userId);
        // The address changed since the mail left: the link proves nothing about the current one.
        if (!user || user.email !== verified.email) throw this.invalidLink();
        user.emailVerifiedAt ??= new Date();
        await this.save(manager, user);
        return { email: user.email, changed: false };
      }
      const change = await consumeMailToken(manager, 'change-email', token);
      if (!change) throw this.invalidLink();
      const user = await this.locked(manager, change.userId);
      if (!user || user.pendingEmail !== change.email) throw this.invalidLink();
      const taken = await manager.getRepository(UserEntity).existsBy({ email: change.email });
      if (taken) throw new AppException('CONFLICT', 'mailbox.emailTaken');
      user.email = change.email;
      user.pendingEmail = null;
      user.emailVerifiedAt = new Date();
      await this.save(manager, user);
      // A reset link mailed to the old address must not outlive the change.
      await revokeMailTokens(manager, 'reset-password', user.id);
      return { email: user.email, changed: true };
    });
  }

  private invalidLink() {
    return new AppException('NOT_FOUND', 'mailbox.linkInvalid');
  }

  private async locked(manager: EntityManager, userId: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  private async save(manager: EntityManager, user: UserEntity): Promise<void> {
    await manager.save(user);
    const membership = await manager.findOneByOrFail(MembershipEntity, { userId: user.id });
    await this.outbox.add(
      manager,
      userUpdated,
      { userId: user.id, organizationId: membership.organizationId },
      membership,
    );
  }
}
