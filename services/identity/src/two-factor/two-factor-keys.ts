import type { Provider } from '@nestjs/common';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { twoFactorKey, type TwoFactorKeyRing } from './secret-box.js';
import { TwoFactorSecrets } from './two-factor-secrets.js';

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

/** One per process, shared by the NATS handlers and the sign-in pages: it logs each unknown key once. */
export const twoFactorSecretsProvider: Provider = {
  provide: TwoFactorSecrets,
  inject: [Db, SERVICE_CONFIG],
  useFactory: (db: Db, config: IdentityConfig) => new TwoFactorSecrets(db, twoFactorKeyRing(config)),
};
