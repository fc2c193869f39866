import { natsServices, type NatsService } from '@crescendo/contracts';
import { newUserNkey, userPublicKeyOf } from './native-nkeys.js';

/** One NATS user: the seed goes to the service (NATS_NKEY_SEED), the public key to the server's config. */
export interface NatsUserKey {
  seed: string;
  publicKey: string;
}

export function newNatsUserKey(): NatsUserKey {
  return newUserNkey();
}

/** The user of a seed a service already holds (a rotation keeps it beside the next one). */
export function natsUserKeyOf(seed: string): NatsUserKey {
  return { seed, publicKey: userPublicKeyOf(seed) };
}

/** A new user per service (npm start, tests, `deploy`): nothing is shared between two services. */
export function newNatsCredentials(): Record<NatsService, NatsUserKey> {
  return Object.fromEntries(natsServices.map((service) => [service, newNatsUserKey()])) as Record<
    NatsService,
    NatsUserKey
  >;
}

/** What the server's configuration holds of them. */
export function natsPublicKeys(credentials: Record<NatsService, NatsUserKey>): Record<NatsService, string> {
  return Object.fromEntries(
    natsServices.map((service) => [service, credentials[service].publicKey]),
  ) as Record<NatsService, string>;
}
