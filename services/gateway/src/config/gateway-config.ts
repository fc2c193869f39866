import { z } from 'zod';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The gateway's own variables (the kit's base ones come on top). */
export const gatewayConfigSchema = z.object({
  /** The origin users reach, e.g. http://localhost:8080. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Base URL of the identity provider as the browser sees it (Keycloak, or this origin for the embedded one). */
  OIDC_URL: optionalUrl,
  OIDC_REALM: z.string().min(1).default('crescendo'),
  OIDC_CLIENT_ID: z.string().min(1).default('crescendo-web'),
  /** Where the gateway itself fetches the signing keys (defaults to OIDC_URL). */
  OIDC_INTERNAL_URL: optionalUrl,
  /** The embedded provider inside the identity service; `/realms/*` is proxied there. Empty with Keycloak. */
  IDENTITY_HTTP_URL: optionalUrl,
  /**
   * The reports service's HTTP address on the cluster network: the recordings' audio streams there and back
   * (issue 29 §2, decision 0064), never over NATS. Unset: those two routes answer 503.
   */
  REPORTS_HTTP_URL: optionalUrl,
  /**
   * The inventory service's HTTP address on the cluster network: the photos of instruments and loans stream
   * there and back (decision 0072), never over NATS. Unset: those two routes answer 503.
   */
  INVENTORY_HTTP_URL: optionalUrl,
  WEB_DIST_DIR: z.string().default(`${repoRoot}apps`),
  /** A portal's manifest URL, when a portal is deployed elsewhere than this gateway. */
  ADMIN_PORTAL_MANIFEST_URL: z.string().optional(),
  TEACHER_PORTAL_MANIFEST_URL: z.string().optional(),
  STUDENT_PORTAL_MANIFEST_URL: z.string().optional(),
  /** The `aud` an access token must carry to be accepted (the embedded provider's OIDC_AUDIENCE, Keycloak's audience mapper). */
  OIDC_AUDIENCE: z.string().min(1).default('crescendo-api'),
  /**
   * Signed-in /api requests per person per minute (issue 32 §1): a school's classes share one address, so a
   * person's calls count against that person only; generous for the heaviest page, opened several times.
   */
  RATE_LIMIT_PER_PERSON_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Requests per client address per minute, sized for a school of 2 000 behind one address: /api without a
   * valid token (about one per page load before sign-in), /realms (a sign-in's pages, redirects and token
   * calls: about seven each, 2 000 sign-ins in a minute at a class change), everything else (the shell and
   * portals' files, mostly cached after the first visit).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3_000),
  RATE_LIMIT_REALMS_PER_MINUTE: z.coerce.number().int().positive().default(15_000),
  RATE_LIMIT_WEB_PER_MINUTE: z.coerce.number().int().positive().default(30_000),
  ACTOR_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** The live channel: how long a new socket has to send its token. */
  LIVE_AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Live sockets one account may hold on one gateway replica (one per open page); one more is closed (4409). */
  LIVE_MAX_SOCKETS_PER_USER: z.coerce.number().int().positive().default(12),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function oidcBaseUrl(config: GatewayConfig): string {
  return (config.OIDC_URL ?? config.PUBLIC_URL).replace(/\/$/, '');
}

export function oidcIssuer(config: GatewayConfig): string {
  return `${oidcBaseUrl(config)}/realms/${config.OIDC_REALM}`;
}

export function jwksUrl(config: GatewayConfig): string {
  const base = (config.OIDC_INTERNAL_URL ?? config.IDENTITY_HTTP_URL ?? oidcBaseUrl(config)).replace(
    /\/$/,
    '',
  );
  return `${base}/realms/${config.OIDC_REALM}/protocol/openid-connect/certs`;
}
