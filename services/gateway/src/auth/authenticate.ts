import type { FastifyRequest } from 'fastify';
import { AppException } from '@crescendo/service-kit';
import type { MembershipChoice } from '@crescendo/contracts';
import type { ActorQuestion, ActorResolver, ResolvedActor } from './actor-resolver.js';
import { choiceFromHeaders } from './membership-choice.js';
import type { TokenVerifier, VerifiedToken } from './token-verifier.js';

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Who signed a request's bearer token in (its issuer and subject), or null without a token that verifies: the
 * rate limit counts a person's calls on this (a verified token's claims are cached, so it is checked once).
 */
export function tokenPerson(verifier: TokenVerifier) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      const { issuer, subject } = await verifier.verify(token);
      return `${issuer} ${subject}`;
    } catch {
      return null;
    }
  };
}

/**
 * Verified token → actor (with the token's sign-in time) acting as the membership the request's
 * `X-Crescendo-School` and `X-Crescendo-Role` choose, if they do; no token is a 401, a malformed choice a 400,
 * a choice the person does not hold a 403 ('Erreur lors du changement de rôle.'), all in French.
 */
export function authenticator(verifier: TokenVerifier, resolver: ActorResolver) {
  const authenticate = tokenAuthenticator(verifier, resolver);
  return async (request: FastifyRequest): Promise<ResolvedActor> => {
    const token = bearerToken(request);
    if (!token) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
    return (await authenticate(token, choiceFromHeaders(request))).resolved;
  };
}

export interface AuthenticatedToken {
  resolved: ResolvedActor;
  /** The token's claims and the membership chosen, to resolve the actor again when identity says the user changed. */
  claims: VerifiedToken & Pick<ActorQuestion, 'choice'>;
  expiresAt: number;
}

/**
 * The same verification for a token that does not come in a header (the live channel's `auth` frame, which
 * carries the membership chosen beside the token).
 */
export function tokenAuthenticator(verifier: TokenVerifier, resolver: ActorResolver) {
  return async (token: string, choice?: MembershipChoice): Promise<AuthenticatedToken> => {
    const { token: verified, expiresAt } = await verifier.verifyWithExpiry(token);
    const claims = choice ? { ...verified, choice } : verified;
    const { authTime, ...identityClaims } = claims;
    const resolved = await resolver.resolve(identityClaims);
    // Per token, not per user: the resolver's cache is shared by every token of the user.
    const withTime =
      authTime === undefined ? resolved : { ...resolved, actor: { ...resolved.actor, authTime } };
    return { resolved: withTime, claims, expiresAt };
  };
}
