import type { Db } from '@crescendo/service-kit';

/** A two_factor row's secret: sealed (see secret-box.ts), or in clear from before encryption at rest. */
export interface SecretRow {
  secret: string | null;
  secret_sealed: string | null;
}

export async function isEnabled(db: Db, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}

/** The enabled set-up's secret. */
export async function enabledSecret(db: Db, userId: string): Promise<SecretRow | undefined> {
  const rows: SecretRow[] = await db.query(
    `SELECT secret, secret_sealed FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows[0];
}

/** The enabled set-up's secret and recovery codes' hashes. */
export async function enabledSecretAndCodes(
  db: Db,
  userId: string,
): Promise<(SecretRow & { recoveryCodes: string[] }) | undefined> {
  const rows: Array<SecretRow & { recovery_codes: string[] }> = await db.query(
    `SELECT secret, secret_sealed, recovery_codes FROM two_factor
      WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  const row = rows[0];
  return row && { secret: row.secret, secret_sealed: row.secret_sealed, recoveryCodes: row.recovery_codes };
}

/**
 * Compare-and-set of the recovery codes' hashes: of two sign-ins racing with one recovery code, only the
 * first finds the list unchanged.
 */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  previous: string[],
  left: string[],
): Promise<boolean> {
  const burnt: unknown[] = await db.query(
    `UPDATE two_factor SET recovery_codes = $2 WHERE user_id = $1 AND recovery_codes = $3::jsonb RETURNING 1`,
    [userId, JSON.stringify(left), JSON.stringify(previous)],
  );
  return firstRow(burnt);
}

/**
 * Records `step` as used, unless it (or a later one) was used already. One UPDATE, so of two sign-ins
 * with the same code the second waits for the first's row lock, sees its step and is refused.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `UPDATE two_factor SET last_used_step = $2
      WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING 1`,
    [userId, step],
  );
  return firstRow(rows);
}

/** A new set-up: its secret sealed, waiting for a first code (an earlier one is replaced). */
export async function startSetup(db: Db, userId: string, sealed: string): Promise<void> {
  await db.query(
    `INSERT INTO two_factor (user_id, secret_sealed) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, secret = NULL,
       enabled_at = NULL, recovery_codes = '[]', last_used_step = NULL`,
    [userId, sealed],
  );
}

/** The set-up, held until the transaction ends. */
export async function lockedSetup(
  db: Db,
  userId: string,
): Promise<{ secret_sealed: string | null; enabled_at: Date | null } | undefined> {
  const rows: Array<{ secret_sealed: string | null; enabled_at: Date | null }> = await db.query(
    `SELECT secret_sealed, enabled_at FROM two_factor WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

/** Turned on, with the recovery codes' hashes. */
export async function enable(db: Db, userId: string, recoveryCodeHashes: string[]): Promise<void> {
  await db.query(`UPDATE two_factor SET enabled_at = now(), recovery_codes = $2 WHERE user_id = $1`, [
    userId,
    JSON.stringify(recoveryCodeHashes),
  ]);
}

export async function remove(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM two_factor WHERE user_id = $1`, [userId]);
}

/** The rows to seal again: in clear, or sealed with another key than `currentKeyId`. */
export function secretsToSeal(db: Db, currentKeyId: string): Promise<Array<SecretRow & { user_id: string }>> {
  return db.query(
    `SELECT user_id, secret, secret_sealed FROM two_factor
      WHERE secret IS NOT NULL OR secret_sealed IS NULL OR split_part(secret_sealed, '.', 2) <> $1`,
    [currentKeyId],
  );
}

/** The row's secret sealed anew, only if it did not change meanwhile (replicas starting together). */
export async function resealSecret(
  db: Db,
  row: SecretRow & { user_id: string },
  sealed: string,
): Promise<boolean> {
  const done: unknown[] = await db.query(
    `UPDATE two_factor SET secret_sealed = $2, secret = NULL
      WHERE user_id = $1 AND secret IS NOT DISTINCT FROM $3 AND secret_sealed IS NOT DISTINCT FROM $4
      RETURNING 1`,
    [row.user_id, sealed, row.secret, row.secret_sealed],
  );
  return firstRow(done);
}

// An UPDATE ... RETURNING is answered as [rows, count].
function firstRow(result: unknown[]): boolean {
  const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
  return rows.length > 0;
}
