import type { Actor } from '@crescendo/contracts';
import { AppException } from '../errors/app-exception.js';

import type { ActorVerifier } from './actor-verifier.js';

/**
 * The process's verifier, set once by `startService` from ACTOR_TOKEN_PUBLIC_KEY (one per process, like
 * the NATS connection whose requests it checks). Until then every signed actor is refused.
 */
let verifier: ActorVerifier | null = null;

export function trustActorsVerifiedBy(actorVerifier: ActorVerifier): void {
  verifier = actorVerifier;
}

export interface RequestActor {
  actor: Actor | null;
  /** The signed actor as received, forwarded on the calls made on this actor's behalf. */
  token: string | null;
}

/**
 * The actor of an incoming request `{ actor, payload }`: `null` (a system call), or a token the gateway
 * signed. Anything else (an actor written in clear, a token signed by another key, an expired one) is
 * refused as UNAUTHENTICATED before the handler runs.
 */
export async function requestActor(message: unknown): Promise<RequestActor> {
  const token = (message as { actor?: unknown } | null)?.actor ?? null;
  if (token === null) return { actor: null, token: null };
  if (typeof token !== 'string' || !verifier) throw unauthenticated();
  try {
    return { actor: await verifier.verify(token), token };
  } catch {
    throw unauthenticated();
  }
}

function unauthenticated(): AppException {
  return new AppException('UNAUTHENTICATED', 'common.unauthenticated');
}
