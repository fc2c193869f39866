import type { IdentityConfig } from '../config.js';
import { twoFactorKey, type TwoFactorKeyRing } from './secret-box.js';

/** TWO_FACTOR_KEY seals; TWO_FACTOR_PREVIOUS_KEYS (comma-separated) still open during a rotation. */
export function twoFactorKeyRing(
  config: Pick<IdentityConfig, 'TWO_FACTOR_KEY' | 'TWO_FACTOR_PREVIOUS_KEYS'>,
): TwoFactorKeyRing {
  return {
    current: twoFactorKey(config.TWO_FACTOR_KEY),
    previous: config.TWO_FACTOR_PREVIOUS_KEYS.split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map(twoFactorKey),
  };
}
