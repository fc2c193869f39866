import { Logger } from '@nestjs/common';
import type { Db } from '@crescendo/service-kit';
import { tryOpen, UnopenedSecrets, type Unopened } from '@crescendo/service-kit/crypto';
import type { SecondFactor, SecondFactorMethod } from '../login/login-actions.js';
import { withoutCode } from './recovery-codes.js';
import { seal, sealedWith, type TwoFactorKeyRing } from './secret-box.js';
import {
  claimStep,
  enabledSecret,
  enabledSecretAndCodes,
  isEnabled,
  replaceRecoveryCodes,
  resealSecret,
  secretsToSeal,
  startSetup,
  type SecretRow,
} from './two-factor.store.js';
import { matchingStep } from './totp.js';

/**
 * The two_factor table's secrets (its statements in two-factor.store.ts): a TOTP secret sealed with the ring's
 * key (see secret-box.ts), the last time step that signed in (a step is accepted once), and the recovery codes' hashes. A secret that no key of the ring
 * opens (key lost, or replaced without TWO_FACTOR_PREVIOUS_KEYS) stops nothing: its account signs in with a
 * recovery code, and the key id is logged once (decision 0046). One instance per process (a provider).
 */
export class TwoFactorSecrets implements SecondFactor {
  private readonly logger = new Logger('TwoFactor');
  private readonly unopened: UnopenedSecrets;

  constructor(
    private readonly db: Db,
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
    return isEnabled(this.db, userId);
  }

  /** The app's code, or a recovery code only when the secret does not open. */
  async method(userId: string): Promise<SecondFactorMethod> {
    const row = await enabledSecret(this.db, userId);
    return row && this.secretOf(userId, row) === null ? 'recoveryCode' : 'code';
  }

  /** A TOTP code of a step not used yet, or a recovery code (burnt as it is used). */
  async verify(userId: string, code: string): Promise<boolean> {
    const row = await enabledSecretAndCodes(this.db, userId);
    if (!row) return false;
    const secret = this.secretOf(userId, row);
    const step = secret === null ? null : matchingStep(secret, code);
    if (step !== null) return claimStep(this.db, userId, step);
    const left = withoutCode(this.keys, userId, row.recoveryCodes, code);
    if (left.length === row.recoveryCodes.length) return false;
    return replaceRecoveryCodes(this.db, userId, row.recoveryCodes, left);
  }

  /** A new set-up: its secret sealed, waiting for a first code (an earlier one is replaced). */
  async startSetup(userId: string, secret: string): Promise<void> {
    await startSetup(this.db, userId, this.seal(userId, secret));
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
    const rows = await secretsToSeal(this.db, this.keys.current.id);
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
      if (await resealSecret(this.db, row, this.seal(row.user_id, plain))) sealed += 1;
    }
    if (sealed > 0) this.logger.log(`${sealed} two-factor secret(s) sealed with the current key`);
    this.unopened.report(unopened);
    return { sealed, unreadable: unopened.length };
  }
}
