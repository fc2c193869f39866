import type { Authenticator } from '@nats-io/transport-node';
import { userNkeyAuthenticator } from '../boundary/native-nkeys.js';

/** What every NATS connection of a service adds to its options: who it is, and where its replies come. */
export interface NatsAccess {
  authenticator?: Authenticator;
  inboxPrefix: string;
}

/**
 * The service's NATS user is an NKey (NATS_NKEY_SEED; the server knows only the public key). Its reply
 * inbox is `_INBOX_<service>`: the permissions let each service read its own replies and no one else's.
 */
export function natsAccess(service: string, seed: string | undefined): NatsAccess {
  return {
    ...(seed ? { authenticator: userNkeyAuthenticator(seed) } : {}),
    inboxPrefix: natsInboxPrefix(service),
  };
}

export function natsInboxPrefix(service: string): string {
  return `_INBOX_${service}`;
}
