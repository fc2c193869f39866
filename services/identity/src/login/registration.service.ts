import type { DataSource } from 'typeorm';
import type { Outbox } from '@crescendo/service-kit';
import { UserEntity } from '../entities/user.entity.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { brokenPasswordRule, type PasswordRule } from '../passwords/password-policy.js';
import { createUser } from '../user-store.js';
import type { LoginLanguage } from './login-strings.js';

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export type SignupProblem =
  'required' | 'emailInvalid' | 'nameTooLong' | 'mismatch' | 'emailTaken' | { rule: PasswordRule };

export type SignupResult = { ok: true; userId: string } | { ok: false; problem: SignupProblem };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxName = 100;

/**
 * Creates an account from the sign-up page: the user, their membership without organisation (the role
 * is chosen next, on /role-selection; a pending invitation for the e-mail still applies) and the
 * password credential, in one transaction. An e-mail already known creates nothing.
 */
export class RegistrationService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
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
    if (await this.db.getRepository(UserEntity).existsBy({ email })) return fail('emailTaken');

    const hash = await hashPassword(form.password);
    try {
      const userId = await this.db.transaction(async (manager) => {
        const { user } = await createUser(manager, this.outbox, { email, firstName, lastName });
        if (language !== user.language) {
          await manager.update(UserEntity, { id: user.id }, { language });
        }
        await manager.query(`INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`, [
          user.id,
          hash,
        ]);
        return user.id;
      });
      return { ok: true, userId };
    } catch (error) {
      // The same e-mail signed up at the same moment: the unique index decided.
      if ((error as { code?: string }).code === '23505') return fail('emailTaken');
      throw error;
    }
  }
}
