import type { Actor } from '@crescendo/contracts';

/** The actor as the gateway passes it right after a sign-in (`auth_time` now): sudo-mode actions accept it. */
export function justSignedIn<A extends Actor>(actor: A): A {
  return { ...actor, authTime: Math.floor(Date.now() / 1000) };
}

/** The actor of a sign-in `seconds` ago: sudo-mode actions answer REAUTH_REQUIRED past their window. */
export function signedInAgo<A extends Actor>(actor: A, seconds: number): A {
  return { ...actor, authTime: Math.floor(Date.now() / 1000) - seconds };
}
