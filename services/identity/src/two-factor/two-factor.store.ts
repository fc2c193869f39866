import type { DataSource, EntityManager } from 'typeorm';
import type { SecondFactor } from '../login/login-actions.js';
import { withoutCode } from './recovery-codes.js';
import { open, seal, sealedWith, type TwoFactorKeyRing } from './secret-box.js';
import { matchingStep } from './totp.js';

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The two_factor table: a TOTP secret sealed with the ring's key (see secret-box.ts), the last time step
 * that signed in (a step is accepted once), and the recovery codes' keyed hashes.
 */
export class TwoFactorStore implements SecondFactor {
  constructor(
    private readonly db: DataSource,
    private readonly keys: TwoFactorKeyRing,
  ) {}

  async required(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  /** A TOTP code of a step not used yet, or a recovery code (burnt as it is used). */
  async verify(userId: string, code: string): Promise<boolean> {
    const rows: Array<{ secret_sealed: string; recovery_codes: string[] }> = await this.db.query(
      `SELECT secret_sealed, recovery_codes FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    const row = rows[0];
    if (!row) return false;
    const step = matchingStep(open(this.keys, row.secret_sealed, userId), code);
    if (step !== null) return this.claimStep(this.db, userId, step);
    const left = withoutCode(this.keys, row.recovery_codes, code);
    if (left.length === row.recovery_codes.length) return false;
    // Compare-and-set: of two sign-ins racing with one recovery code, only the first finds the list unchanged.
    const burnt: unknown[] = await this.db.query(
      `UPDATE two_factor SET recovery_codes = $2 WHERE user_id = $1 AND recovery_codes = $3::jsonb RETURNING 1`,
      [userId, JSON.stringify(left), JSON.stringify(row.recovery_codes)],
    );
    return firstRow(burnt);
  }

  /**
   * Records `step` as used, unless it (or a later one) was used already. One UPDATE, so of two sign-ins
   * with the same code the second waits for the first's row lock, sees its step and is refused.
   */
  async claimStep(db: Queryable, userId: string, step: number): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `UPDATE two_factor SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING 1`,
      [userId, step],
    );
    return firstRow(rows);
  }

  seal(userId: string, secret: string): string {
    return seal(this.keys, secret, userId);
  }

  open(userId: string, sealed: string): string {
    return open(this.keys, sealed, userId);
  }

  /**
   * At start: seals secrets stored in clear before encryption at rest, and seals again those sealed with
   * a previous key (key rotation, see docs/operations.md). Each row is updated only if it did not change
   * meanwhile, so replicas starting together do not fight.
   */
  async sealAll(): Promise<number> {
    const rows: Array<{ user_id: string; secret: string | null; secret_sealed: string | null }> =
      await this.db.query(
        `SELECT user_id, secret, secret_sealed FROM two_factor
          WHERE secret IS NOT NULL OR secret_sealed IS NULL OR split_part(secret_sealed, '.', 2) <> $1`,
        [this.keys.current.id],
      );
    let sealed = 0;
    for (const row of rows) {
      const plain = row.secret_sealed ? this.open(row.user_id, row.secret_sealed) : row.secret;
      if (!plain || sealedWith(row.secret_sealed ?? '') === this.keys.current.id) continue;
      const done: unknown[] = await this.db.query(
        `UPDATE two_factor SET secret_sealed = $2, secret = NULL
          WHERE user_id = $1 AND secret IS NOT DISTINCT FROM $3 AND secret_sealed IS NOT DISTINCT FROM $4
          RETURNING 1`,
        [row.user_id, this.seal(row.user_id, plain), row.secret, row.secret_sealed],
      );
      if (firstRow(done)) sealed += 1;
    }
    return sealed;
  }
}

// TypeORM's query() answers the rows of an UPDATE ... RETURNING as [rows, count].
function firstRow(result: unknown[]): boolean {
  const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
  return rows.length > 0;
}
