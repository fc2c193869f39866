import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { mailTexts } from '@crescendo/i18n/server';
import { UserEntity } from '../entities/user.entity.js';
import { linkLifetimes, type MailLinks } from '../mail/mail-links.js';
import { consumeMailToken, hashToken, issueMailToken } from '../mail/mail-token.js';
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
    private readonly db: DataSource,
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
    const rows: Array<{ email: string }> = await this.db.query(
      `SELECT email FROM mail_tokens WHERE token_hash = $1 AND purpose = 'reset-password' AND expires_at > now()`,
      [hashToken(token)],
    );
    return rows[0]?.email ?? null;
  }

  async reset(token: string, password: string, confirm: string): Promise<ResetResult> {
    const email = await this.peek(token);
    if (!email) return { ok: false, problem: 'invalid' };
    const rule = brokenPasswordRule(password, email);
    if (rule) return { ok: false, problem: { rule } };
    if (password !== confirm) return { ok: false, problem: 'mismatch' };
    const hash = await hashPassword(password);
    const done = await this.db.transaction(async (manager) => {
      const taken = await consumeMailToken(manager, 'reset-password', token);
      if (!taken) return false;
      await manager.query(
        `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
        [taken.userId, hash],
      );
      await manager.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 AND email = $2`,
        [taken.userId, taken.email],
      );
      return true;
    });
    return done ? { ok: true } : { ok: false, problem: 'invalid' };
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ email });
    if (!user) return;
    const token = await this.db.transaction((manager) =>
      issueMailToken(manager, 'reset-password', user.id, email, linkLifetimes.resetPasswordMinutes * 60),
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
