import type { FastifyRequest } from 'fastify';
import { AppException } from '@crescendo/service-kit';
import type { ActorResolver, ResolvedActor } from './actor-resolver.js';
import type { TokenVerifier } from './token-verifier.js';

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Verified token → actor (with the token's sign-in time); anything else is a 401 with a French message. */
export function authenticator(verifier: TokenVerifier, resolver: ActorResolver) {
  return async (request: FastifyRequest): Promise<ResolvedActor> => {
    const token = bearerToken(request);
    if (!token) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
    const { authTime, ...identityClaims } = await verifier.verify(token);
    const resolved = await resolver.resolve(identityClaims);
    // Per token, not per user: the resolver's cache is shared by every token of the user.
    return authTime === undefined ? resolved : { ...resolved, actor: { ...resolved.actor, authTime } };
  };
}
