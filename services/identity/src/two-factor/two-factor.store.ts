import { createHash, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SecondFactor } from '../login/login-actions.js';
import { verifyTotp } from './totp.js';

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** The sign-in's view of two-factor: is it on, and is this code (TOTP or recovery) right. */
export class TwoFactorStore implements SecondFactor {
  constructor(private readonly db: DataSource) {}

  async required(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  async verify(userId: string, code: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const rows: Array<{ secret: string; recovery_codes: string[] }> = await manager.query(
        `SELECT secret, recovery_codes FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL FOR UPDATE`,
        [userId],
      );
      const row = rows[0];
      if (!row) return false;
      if (verifyTotp(row.secret, code)) return true;
      // A recovery code works once: it is removed as it is used.
      const hashed = hashRecoveryCode(code);
      const left = row.recovery_codes.filter(
        (stored) => !timingSafeEqual(Buffer.from(stored), Buffer.from(hashed)),
      );
      if (left.length === row.recovery_codes.length) return false;
      await manager.query(`UPDATE two_factor SET recovery_codes = $2 WHERE user_id = $1`, [
        userId,
        JSON.stringify(left),
      ]);
      return true;
    });
  }
}
