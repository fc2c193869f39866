import type { DataSource } from 'typeorm';
import { burnPasswordTime, verifyPassword } from '../passwords/password-hasher.js';

export type CredentialCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface LockPolicy {
  maxFailures: number;
  lockSeconds: number;
}

/**
 * E-mail and password check with brute-force protection, per e-mail (known or not, so the lock tells
 * nothing about which accounts exist): from the 2nd failure each answer is slowed (0.25 s, doubling,
 * at most 4 s); at `maxFailures` failures within the lock window the e-mail is locked for `lockSeconds`.
 * A success clears the count.
 */
export class CredentialsService {
  constructor(
    private readonly db: DataSource,
    private readonly policy: LockPolicy,
  ) {}

  async check(rawEmail: string, password: string): Promise<CredentialCheck> {
    const email = rawEmail.trim().toLowerCase();
    const locked = await this.lockedFor(email);
    if (locked > 0) return { ok: false, reason: 'locked', retryAfterSeconds: locked };

    const rows: Array<{ user_id: string; hash: string }> = await this.db.query(
      `SELECT c.user_id, c.hash FROM password_credentials c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    const row = rows[0];
    const valid = row ? await verifyPassword(password, row.hash) : (await burnPasswordTime(password), false);
    if (valid && row) {
      await this.db.query(`DELETE FROM login_failures WHERE email = $1`, [email]);
      return { ok: true, userId: row.user_id };
    }
    const failures = await this.recordFailure(email);
    if (failures >= this.policy.maxFailures) {
      return { ok: false, reason: 'locked', retryAfterSeconds: this.policy.lockSeconds };
    }
    if (failures >= 2) await sleep(Math.min(250 * 2 ** (failures - 2), 4000));
    return { ok: false, reason: 'invalid' };
  }

  private async lockedFor(email: string): Promise<number> {
    const rows: Array<{ seconds: number }> = await this.db.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
         FROM login_failures WHERE email = $1 AND locked_until > now()`,
      [email],
    );
    return rows[0]?.seconds ?? 0;
  }

  /** Counts the failure (a count older than the lock window starts again) and locks at the limit. */
  private async recordFailure(email: string): Promise<number> {
    const rows: Array<{ failures: number }> = await this.db.query(
      `INSERT INTO login_failures AS f (email, failures, last_failure_at) VALUES ($1, 1, now())
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < now() - make_interval(secs => $2::int) OR f.locked_until IS NOT NULL
                         THEN 1 ELSE f.failures + 1 END,
         last_failure_at = now(),
         locked_until = NULL
       RETURNING failures`,
      [email, this.policy.lockSeconds],
    );
    const failures = rows[0]!.failures;
    if (failures >= this.policy.maxFailures) {
      await this.db.query(
        `UPDATE login_failures SET locked_until = now() + make_interval(secs => $2::int) WHERE email = $1`,
        [email, this.policy.lockSeconds],
      );
    }
    return failures;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
