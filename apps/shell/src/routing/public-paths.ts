/**
 * The pages a signed-out visitor reads without the session: neither the configuration, nor sign-in
 * (`@crescendo/web-auth`, keycloak-js), nor the contracts (zod) are loaded for them. Plain data: the entry
 * script reads it before the shared modules are negotiated.
 */
export const publicPaths = ['/home', '/pricing', '/privacy', '/terms'] as const;
export type PublicPath = (typeof publicPaths)[number];

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(pathname);
}
