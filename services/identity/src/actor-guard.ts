import type { Actor } from '@crescendo/contracts';
import { isRecentSignIn } from '@crescendo/domain';
import { AppException } from '@crescendo/service-kit';

/** The actor of a request that needs a signed-in user; the gateway resolved it, the payload never does. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
  return actor;
}

/** An admin of an organisation: the only one who manages its team or deletes it. */
export function requireAdmin(actor: Actor | null): Actor & { organizationId: string } {
  const known = requireActor(actor);
  if (!known.organizationId || !known.roles.includes('admin')) {
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }
  return known as Actor & { organizationId: string };
}

/**
 * Sudo mode (issue 7 §4): the actor signed in less than `maxAgeSeconds` ago, or REAUTH_REQUIRED, which
 * the web client answers by sending the user through the sign-in page again.
 */
export function requireRecentSignIn<A extends Actor>(actor: A, maxAgeSeconds: number): A {
  if (!isRecentSignIn(actor.authTime, Math.floor(Date.now() / 1000), maxAgeSeconds)) {
    throw new AppException('REAUTH_REQUIRED', 'common.reauthRequired');
  }
  return actor;
}
