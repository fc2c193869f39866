import { z } from 'zod';

export const portalNames = ['admin', 'teacher', 'student'] as const;
export const portalNameSchema = z.enum(portalNames);
export type PortalName = z.infer<typeof portalNameSchema>;

/**
 * `/config.json`, served by the gateway from its environment and read by the shell at run time,
 * so that a portal or the identity provider moves without rebuilding the shell.
 */
export const webConfigSchema = z.object({
  oidc: z.object({
    /** Base URL of the identity provider (Keycloak or the embedded one), e.g. http://localhost:8080 */
    url: z.string(),
    realm: z.string(),
    clientId: z.string(),
  }),
  apiBase: z.string(),
  /** Each portal's `mf-manifest.json` URL. */
  portals: z.record(portalNameSchema, z.string()),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
