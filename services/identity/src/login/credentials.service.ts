import type { Db } from '@crescendo/service-kit';
import { burnPasswordTime, checkPassword, hashPassword } from '../passwords/password-hasher.js';
import { credentialsByEmail, rehashPassword } from '../passwords/password.store.js';

export type CredentialCheck = { ok: true; userId: string } | { ok: false };

/**
 * E-mail and password check. An unknown e-mail costs the same time as a known one. How many attempts are
 * heard is the sign-in pages' budgets' business (`sign-in-limits.ts`), not a lock kept here.
 */
export class CredentialsService {
  constructor(private readonly db: Db) {}

  async check(rawEmail: string, password: string): Promise<CredentialCheck> {
    const email = rawEmail.trim().toLowerCase();
    const row = await credentialsByEmail(this.db, email);
    const check = row
      ? await checkPassword(password, row.hash)
      : (await burnPasswordTime(password), { valid: false, needsRehash: false });
    if (!check.valid || !row) return { ok: false };
    if (check.needsRehash) await this.rehash(row.userId, row.hash, password);
    return { ok: true, userId: row.userId };
  }

  /** A hash of older parameters is made again now that the password is known (unless it changed meanwhile). */
  private async rehash(userId: string, previous: string, password: string): Promise<void> {
    await rehashPassword(this.db, userId, previous, await hashPassword(password));
  }
}
