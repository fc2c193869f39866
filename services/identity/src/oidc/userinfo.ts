import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { Db } from '@crescendo/service-kit';
import { accountClaims } from './account-claims.store.js';
import { sendJson } from './http-util.js';

/**
 * Userinfo for the JWT access tokens (oidc-provider's own refuses tokens issued for a resource).
 * keycloak-js sends `bearer` in lower case: the scheme is matched without case.
 */
export function userinfoHandler(db: Db, signingKeys: JWK[], issuer: string, audience: string) {
  const keys = createLocalJWKSet({
    keys: signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  });
  return async (req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): Promise<void> => {
    const match = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const refuse = (error: string) =>
      sendJson(
        res,
        401,
        { error, error_description: 'Jeton d’accès invalide ou expiré.' },
        {
          ...cors,
          'www-authenticate': `Bearer error="${error}"`,
        },
      );
    if (!match) return refuse('invalid_request');
    try {
      const { payload } = await jwtVerify(match[1]!, keys, { issuer, audience, algorithms: ['RS256'] });
      const claims = payload.sub ? await accountClaims(db, payload.sub) : undefined;
      if (!claims) return refuse('invalid_token');
      sendJson(res, 200, claims, cors);
    } catch {
      refuse('invalid_token');
    }
  };
}
