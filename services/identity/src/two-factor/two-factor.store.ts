import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { tryOpen, UnopenedSecrets, type Unopened } from '@crescendo/service-kit/crypto';
import type { SecondFactor, SecondFactorMethod } from '../login/login-actions.js';
import { withoutCode } from './recovery-codes.js';
import { seal, sealedWith, type TwoFactorKeyRing } from './secret-box.js';
import { matchingStep } from './totp.js';

type Queryable = Pick<EntityManager, 'query'>;
interface SecretRow {
  secret: string | null;
  secret_sealed: string | null;
}

/**
 * The two_factor table: a TOTP secret sealed with the ring's key (see secret-box.ts), the last time step
 * that signed in (a step is accepted once), and the recovery codes' hashes. A secret that no key of the ring
 * opens (key lost, or replaced without TWO_FACTOR_PREVIOUS_KEYS) stops nothing: its account signs in with a
 * recovery code, and the key id is logged once (decision 0046). One instance per process (a provider).
 */
export class TwoFactorStore implements SecondFactor {
  private readonly logger = new Logger('TwoFactor');
  private readonly unopened: UnopenedSecrets;

  constructor(
    private readonly db: DataSource,
    private readonly keys: TwoFactorKeyRing,
  ) {
    this.unopened = new UnopenedSecrets(
      keys,
      {
        what: 'two-factor secret(s)',
        current: 'TWO_FACTOR_KEY',
        previous: 'TWO_FACTOR_PREVIOUS_KEYS',
        meanwhile:
          'Identity runs on: those accounts sign in with a recovery code; one without recovery codes needs ' +
          'its identity.two_factor row deleted (docs/operations.md, "Two-factor key").',
      },
      (line) => this.logger.warn(line),
    );
  }

  async required(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  /** The app's code, or a recovery code only when the secret does not open. */
  async method(userId: string): Promise<SecondFactorMethod> {
    const rows: SecretRow[] = await this.db.query(
      `SELECT secret, secret_sealed FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    return rows[0] && this.secretOf(userId, rows[0]) === null ? 'recoveryCode' : 'code';
  }

  /** A TOTP code of a step not used yet, or a recovery code (burnt as it is used). */
  async verify(userId: string, code: string): Promise<boolean> {
    const rows: Array<SecretRow & { recovery_codes: string[] }> = await this.db.query(
      `SELECT secret, secret_sealed, recovery_codes FROM two_factor
        WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    const row = rows[0];
    if (!row) return false;
    const secret = this.secretOf(userId, row);
    const step = secret === null ? null : matchingStep(secret, code);
    if (step !== null) return this.claimStep(this.db, userId, step);
    const left = withoutCode(this.keys, userId, row.recovery_codes, code);
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

  /** A new set-up: its secret sealed, waiting for a first code (an earlier one is replaced). */
  async startSetup(userId: string, secret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO two_factor (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, secret = NULL,
         enabled_at = NULL, recovery_codes = '[]', last_used_step = NULL`,
      [userId, this.seal(userId, secret)],
    );
  }

  /** The set-up, held until the transaction ends. */
  async lockedSetup(
    db: Queryable,
    userId: string,
  ): Promise<{ secret_sealed: string | null; enabled_at: Date | null } | undefined> {
    const rows: Array<{ secret_sealed: string | null; enabled_at: Date | null }> = await db.query(
      `SELECT secret_sealed, enabled_at FROM two_factor WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0];
  }

  /** Turned on, with the recovery codes' hashes. */
  async enable(db: Queryable, userId: string, recoveryCodeHashes: string[]): Promise<void> {
    await db.query(`UPDATE two_factor SET enabled_at = now(), recovery_codes = $2 WHERE user_id = $1`, [
      userId,
      JSON.stringify(recoveryCodeHashes),
    ]);
  }

  async remove(db: Queryable, userId: string): Promise<void> {
    await db.query(`DELETE FROM two_factor WHERE user_id = $1`, [userId]);
  }

  seal(userId: string, secret: string): string {
    return seal(this.keys, secret, userId);
  }

  /** The TOTP secret in clear, or null when no key of the ring opens it (logged once per key id). */
  secretOf(userId: string, row: SecretRow): string | null {
    if (!row.secret_sealed) return row.secret;
    const opened = tryOpen(this.keys, row.secret_sealed, userId);
    if ('plaintext' in opened) return opened.plaintext;
    this.unopened.report([opened.unopened]);
    return null;
  }

  /**
   * At start: seals secrets stored in clear before encryption at rest, and seals again those sealed with
   * a previous key (key rotation, see docs/operations.md). Each row is updated only if it did not change
   * meanwhile, so replicas starting together do not fight. Secrets no key opens are counted and left as
   * they are (the key may come back in TWO_FACTOR_PREVIOUS_KEYS).
   */
  async sealAll(): Promise<{ sealed: number; unreadable: number }> {
    const rows: Array<SecretRow & { user_id: string }> = await this.db.query(
      `SELECT user_id, secret, secret_sealed FROM two_factor
        WHERE secret IS NOT NULL OR secret_sealed IS NULL OR split_part(secret_sealed, '.', 2) <> $1`,
      [this.keys.current.id],
    );
    let sealed = 0;
    const unopened: Unopened[] = [];
    for (const row of rows) {
      const opened = row.secret_sealed ? tryOpen(this.keys, row.secret_sealed, row.user_id) : null;
      if (opened && 'unopened' in opened) {
        unopened.push(opened.unopened);
        continue;
      }
      const plain = opened ? opened.plaintext : row.secret;
      if (!plain || sealedWith(row.secret_sealed ?? '') === this.keys.current.id) continue;
      const done: unknown[] = await this.db.query(
        `UPDATE two_factor SET secret_sealed = $2, secret = NULL
          WHERE user_id = $1 AND secret IS NOT DISTINCT FROM $3 AND secret_sealed IS NOT DISTINCT FROM $4
          RETURNING 1`,
        [row.user_id, this.seal(row.user_id, plain), row.secret, row.secret_sealed],
      );
      if (firstRow(done)) sealed += 1;
    }
    if (sealed > 0) this.logger.log(`${sealed} two-factor secret(s) sealed with the current key`);
    this.unopened.report(unopened);
    return { sealed, unreadable: unopened.length };
  }
}

// TypeORM's query() answers the rows of an UPDATE ... RETURNING as [rows, count].
function firstRow(result: unknown[]): boolean {
  const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
  return rows.length > 0;
}
