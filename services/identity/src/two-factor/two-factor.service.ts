import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { userUpdated, type Actor } from '@crescendo/contracts';
import { AppException, Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor, requireRecentSignIn } from '../actor-guard.js';
import type { IdentityConfig } from '../config.js';
import { hashRecoveryCodes, newRecoveryCodes } from './recovery-codes.js';
import { TwoFactorSecrets } from './two-factor-secrets.js';
import { claimStep, enable, lockedSetup, remove } from './two-factor.store.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';
import { emailOf } from '../user.store.js';

const invalidCode = () =>
  new AppException('VALIDATION_FAILED', 'identity.twoFactorInvalid', {
    fields: { code: 'identity.twoFactorInvalid' },
  });

/**
 * Two-factor (issue 3 §17, issue 7 §4): TOTP set-up, enabling with a code, recovery codes, disabling.
 * Each of these needs a recent sign-in (sudo mode).
 */
@Injectable()
export class TwoFactorService implements OnApplicationBootstrap {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(TwoFactorSecrets) private readonly secrets: TwoFactorSecrets,
  ) {}

  /**
   * Secrets stored in clear (before encryption at rest) or under a previous key are sealed with the current
   * one; those no key opens are counted and logged, never a reason not to start (decision 0046).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.secrets.sealAll();
  }

  async setup(actor: Actor | null): Promise<{ secret: string; otpauthUri: string }> {
    const { userId } = this.recent(actor);
    const email = await emailOf(this.db, userId);
    if (email === undefined) throw new AppException('NOT_FOUND', 'common.notFound');
    if (await this.secrets.required(userId)) {
      throw new AppException('CONFLICT', 'identity.twoFactorAlreadyOn');
    }
    const secret = newTotpSecret();
    await this.secrets.startSetup(userId, secret);
    return { secret, otpauthUri: otpauthUri(secret, email) };
  }

  async enable(actor: Actor | null, code: string): Promise<{ recoveryCodes: string[] }> {
    const known = this.recent(actor);
    return this.db.transaction(async (tx) => {
      const row = await lockedSetup(tx, known.userId);
      // A set-up sealed with a key no longer configured is set up again.
      const secret = row?.secret_sealed
        ? this.secrets.secretOf(known.userId, { secret: null, secret_sealed: row.secret_sealed })
        : null;
      if (!secret || row?.enabled_at) throw new AppException('CONFLICT', 'identity.twoFactorSetupFirst');
      const step = matchingStep(secret, code.replace(/\s+/g, ''));
      // The step that turned it on cannot sign in afterwards either.
      if (step === null || !(await claimStep(tx, known.userId, step))) throw invalidCode();
      const recoveryCodes = newRecoveryCodes();
      await enable(tx, known.userId, hashRecoveryCodes(known.userId, recoveryCodes));
      await this.outbox.add(
        tx.manager,
        userUpdated,
        { userId: known.userId, organizationId: known.organizationId },
        known,
      );
      return { recoveryCodes };
    });
  }

  async disable(actor: Actor | null, code: string): Promise<{ disabled: true }> {
    const known = this.recent(actor);
    if (!(await this.secrets.required(known.userId)))
      throw new AppException('CONFLICT', 'identity.twoFactorNotOn');
    if (!(await this.secrets.verify(known.userId, code.replace(/\s+/g, '')))) throw invalidCode();
    await this.db.transaction(async (tx) => {
      await remove(tx, known.userId);
      await this.outbox.add(
        tx.manager,
        userUpdated,
        { userId: known.userId, organizationId: known.organizationId },
        known,
      );
    });
    return { disabled: true };
  }

  private recent(actor: Actor | null): Actor {
    return requireRecentSignIn(requireActor(actor), this.config.RECENT_SIGN_IN_SECONDS);
  }
}
