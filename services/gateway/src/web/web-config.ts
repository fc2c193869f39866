import { webConfigSchema, type WebConfig } from '@crescendo/contracts';
import { oidcBaseUrl, type GatewayConfig } from '../config/gateway-config.js';

/** `/config.json`: what the shell needs at run time, from the gateway's environment. */
export function buildWebConfig(config: GatewayConfig): WebConfig {
  return webConfigSchema.parse({
    oidc: { url: oidcBaseUrl(config), realm: config.OIDC_REALM, clientId: config.OIDC_CLIENT_ID },
    apiBase: '/api/v1',
    portals: {
      admin: config.ADMIN_PORTAL_MANIFEST_URL ?? '/portals/admin/mf-manifest.json',
      teacher: config.TEACHER_PORTAL_MANIFEST_URL ?? '/portals/teacher/mf-manifest.json',
      student: config.STUDENT_PORTAL_MANIFEST_URL ?? '/portals/student/mf-manifest.json',
    },
  });
}
