import { Logger } from '@nestjs/common';
import type { Db } from '@crescendo/service-kit';
import { mailTexts } from '@crescendo/i18n/server';
import { linkLifetimes, type MailLinks } from '../mail/mail-links.js';
import { consumeMailToken, issueMailToken, liveTokenEmail } from '../mail/mail-token.store.js';
import { findUserByEmail, markEmailProven } from '../user.store.js';
import { setPassword } from './password.store.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword } from './password-hasher.js';
import { brokenPasswordRule, type PasswordRule } from './password-policy.js';

const logger = new Logger('PasswordReset');

export type ResetResult =
  { ok: true } | { ok: false; problem: 'invalid' | 'mismatch' | { rule: PasswordRule } };

/**
 * 'Mot de passe oublié ?': a single-use link (hashed, 30 minutes) mailed to the account's address. The
 * request answers the same whether or not the address has an account, and in the same time: the mail
 * leaves after the answer. Opening the link proves the mailbox, so the address counts as verified.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly links: MailLinks,
  ) {}

  request(rawEmail: string): void {
    const email = rawEmail.trim().toLowerCase();
    void this.mailLink(email).catch((error: unknown) =>
      logger.error(`reset link not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** The token's owner address, to check the policy against, or null when the link no longer works. */
  async peek(token: string): Promise<string | null> {
    return liveTokenEmail(this.db, 'reset-password', token);
  }

  async reset(token: string, password: string, confirm: string): Promise<ResetResult> {
    const email = await this.peek(token);
    if (!email) return { ok: false, problem: 'invalid' };
    const rule = brokenPasswordRule(password, email);
    if (rule) return { ok: false, problem: { rule } };
    if (password !== confirm) return { ok: false, problem: 'mismatch' };
    const hash = await hashPassword(password);
    const done = await this.db.transaction(async (tx) => {
      const taken = await consumeMailToken(tx, 'reset-password', token);
      if (!taken) return false;
      await setPassword(tx, taken.userId, hash);
      await markEmailProven(tx, taken.userId, taken.email);
      return true;
    });
    return done ? { ok: true } : { ok: false, problem: 'invalid' };
  }

  private async mailLink(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const token = await this.db.transaction((tx) =>
      issueMailToken(tx, 'reset-password', user.id, email, linkLifetimes.resetPasswordMinutes * 60),
    );
    await this.mailer.send(
      email,
      user.language,
      mailTexts.passwordReset(user.language, {
        firstName: user.firstName,
        url: this.links.resetPassword(token, user.language),
        validMinutes: linkLifetimes.resetPasswordMinutes,
      }),
    );
  }
}
