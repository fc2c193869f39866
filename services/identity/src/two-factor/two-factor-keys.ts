import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { twoFactorKey, type TwoFactorKeyRing } from './secret-box.js';
import { TwoFactorStore } from './two-factor.store.js';

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

/** One store per process, shared by the NATS handlers and the sign-in pages: it logs each unknown key once. */
export const twoFactorStoreProvider: Provider = {
  provide: TwoFactorStore,
  inject: [DataSource, SERVICE_CONFIG],
  useFactory: (db: DataSource, config: IdentityConfig) => new TwoFactorStore(db, twoFactorKeyRing(config)),
};
