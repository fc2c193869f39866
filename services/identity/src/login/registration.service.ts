import { mailTexts } from '@crescendo/i18n/server';
import type { Db, Outbox } from '@crescendo/service-kit';
import type { MailLinks } from '../mail/mail-links.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailboxService } from '../mailbox.service.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { brokenPasswordRule, type PasswordRule } from '../passwords/password-policy.js';
import { insertPassword } from '../passwords/password.store.js';
import { createUser, findUserByEmail, setLanguage, type User } from '../user.store.js';
import type { LoginLanguage } from './login-strings.js';

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export type SignupProblem = 'required' | 'emailInvalid' | 'nameTooLong' | 'mismatch' | { rule: PasswordRule };

/** Success says nothing about whether the address already had an account: the page is the same. */
export type SignupResult = { ok: true; email: string } | { ok: false; problem: SignupProblem };

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxName = 100;

/**
 * Creates an account from the sign-up page: the user (address not yet verified), their membership without
 * organisation (the role is chosen on /role-selection) and the password credential, in one transaction,
 * then mails the verification link. An address that already has an account creates nothing and gets the
 * same answer; its owner is told by mail instead (no account enumeration).
 */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly mailbox: MailboxService,
    private readonly mailer: Mailer,
    private readonly links: MailLinks,
  ) {}

  async register(form: SignupForm, language: LoginLanguage): Promise<SignupResult> {
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const email = form.email.trim().toLowerCase();
    const fail = (problem: SignupProblem): SignupResult => ({ ok: false, problem });
    if (!firstName || !lastName || !email || !form.password || !form.passwordConfirm) return fail('required');
    if (email.length > 254 || !emailPattern.test(email)) return fail('emailInvalid');
    if (firstName.length > maxName || lastName.length > maxName) return fail('nameTooLong');
    const rule = brokenPasswordRule(form.password, email);
    if (rule) return fail({ rule });
    if (form.password !== form.passwordConfirm) return fail('mismatch');
    // Hashed either way, so the answer's time does not tell whether the address has an account.
    const hash = await hashPassword(form.password);
    const owner = await findUserByEmail(this.db, email);
    if (owner) {
      await this.tellOwner(owner);
      return { ok: true, email };
    }
    try {
      const user = await this.db.transaction(async (tx) => {
        const { user } = await createUser(tx, this.outbox, { email, firstName, lastName });
        if (language !== user.language) await setLanguage(tx, user.id, language);
        await insertPassword(tx, user.id, hash);
        return { ...user, language };
      });
      await this.mailbox.sendVerification(user);
      return { ok: true, email };
    } catch (error) {
      // The same e-mail signed up at the same moment: the unique index decided; its owner is told.
      if ((error as { code?: string }).code !== '23505') throw error;
      const first = await findUserByEmail(this.db, email);
      if (first) await this.tellOwner(first);
      return { ok: true, email };
    }
  }

  private async tellOwner(owner: User): Promise<void> {
    await this.mailer.send(
      owner.email,
      owner.language,
      mailTexts.signupAttempt(owner.language, { firstName: owner.firstName, loginUrl: this.links.login() }),
    );
  }
}
