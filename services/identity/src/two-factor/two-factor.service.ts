import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { userUpdated, type Actor } from '@crescendo/contracts';
import { AppException, Outbox, serverMessages } from '@crescendo/service-kit';
import { requireActor } from '../actor-guard.js';
import { loginStrings } from '../login/login-strings.js';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp.js';
import { hashRecoveryCode, TwoFactorStore } from './two-factor.store.js';

const invalidCode = () =>
  new AppException('VALIDATION_FAILED', loginStrings.fr.twoFactorInvalid, {
    code: loginStrings.fr.twoFactorInvalid,
  });

/** Two-factor for real (issue 3 §17): TOTP set-up, enabling with a code, recovery codes, disabling. */
@Injectable()
export class TwoFactorService {
  private readonly store: TwoFactorStore;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {
    this.store = new TwoFactorStore(db);
  }

  async setup(actor: Actor | null): Promise<{ secret: string; otpauthUri: string }> {
    const { userId } = requireActor(actor);
    const users: Array<{ email: string }> = await this.db.query(`SELECT email FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!users[0]) throw new AppException('NOT_FOUND', serverMessages.notFound);
    if (await this.store.required(userId)) {
      throw new AppException('CONFLICT', 'La double authentification est déjà activée.');
    }
    const secret = newTotpSecret();
    await this.db.query(
      `INSERT INTO two_factor (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, enabled_at = NULL, recovery_codes = '[]'`,
      [userId, secret],
    );
    return { secret, otpauthUri: otpauthUri(secret, users[0].email) };
  }

  async enable(actor: Actor | null, code: string): Promise<{ recoveryCodes: string[] }> {
    const known = requireActor(actor);
    return this.db.transaction(async (manager) => {
      const rows: Array<{ secret: string; enabled_at: Date | null }> = await manager.query(
        `SELECT secret, enabled_at FROM two_factor WHERE user_id = $1 FOR UPDATE`,
        [known.userId],
      );
      const row = rows[0];
      if (!row || row.enabled_at)
        throw new AppException('CONFLICT', 'Commencez par configurer la double authentification.');
      if (!verifyTotp(row.secret, code.replace(/\s+/g, ''))) throw invalidCode();
      const recoveryCodes = Array.from({ length: 8 }, () => {
        const raw = randomBytes(5).toString('hex');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      await manager.query(
        `UPDATE two_factor SET enabled_at = now(), recovery_codes = $2 WHERE user_id = $1`,
        [known.userId, JSON.stringify(recoveryCodes.map(hashRecoveryCode))],
      );
      await this.outbox.add(
        manager,
        userUpdated,
        { userId: known.userId, organizationId: known.organizationId },
        known,
      );
      return { recoveryCodes };
    });
  }

  async disable(actor: Actor | null, code: string): Promise<{ disabled: true }> {
    const known = requireActor(actor);
    if (!(await this.store.required(known.userId)))
      throw new AppException('CONFLICT', 'La double authentification n’est pas activée.');
    if (!(await this.store.verify(known.userId, code.replace(/\s+/g, '')))) throw invalidCode();
    await this.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM two_factor WHERE user_id = $1`, [known.userId]);
      await this.outbox.add(
        manager,
        userUpdated,
        { userId: known.userId, organizationId: known.organizationId },
        known,
      );
    });
    return { disabled: true };
  }
}
