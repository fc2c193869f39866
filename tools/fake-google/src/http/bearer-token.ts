import type { IncomingMessage } from 'node:http';

/** The token of an `Authorization: Bearer …` header; the scheme is case-insensitive (keycloak-js sends `bearer`). */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}
