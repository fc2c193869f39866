import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor, requireRecentSignIn } from '../actor-guard.js';
import type { IdentityConfig } from '../config.js';
import { Mailer } from '../mail/mailer.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { brokenPasswordRule, passwordPolicy } from './password-policy.js';
import { replacePassword, storedHash } from './password.store.js';
import { findUser } from '../user.store.js';

/**
 * The profile's password change: a recent sign-in (sudo mode), the current password, then the new one
 * against the policy. The account's address is told.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async change(
    actor: Actor | null,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ changed: true }> {
    const { userId } = requireRecentSignIn(requireActor(actor), this.config.RECENT_SIGN_IN_SECONDS);
    const user = await findUser(this.db, userId);
    if (!user) throw new AppException('NOT_FOUND', 'common.notFound');
    const stored = await storedHash(this.db, userId);
    if (!stored) throw new AppException('VALIDATION_FAILED', 'password.none');
    if (!(await verifyPassword(currentPassword, stored))) {
      throw new AppException('VALIDATION_FAILED', 'password.currentWrong', {
        fields: { currentPassword: 'password.currentWrong' },
      });
    }
    const rule = brokenPasswordRule(newPassword, user.email);
    if (rule) {
      const broken = { key: `password.${rule}`, params: { ...passwordPolicy } } as const;
      throw new AppException('VALIDATION_FAILED', broken.key, {
        params: broken.params,
        fields: { newPassword: broken },
      });
    }
    await replacePassword(this.db, userId, await hashPassword(newPassword));
    await this.mailer.send(user.email, user.language, mailTexts.passwordChanged(user.language, user));
    return { changed: true };
  }
}
