import type { ServiceClient } from '@crescendo/service-kit';
import type { BoundRoute } from '../http/api-router.js';
import { identityRoutes } from './identity.routes.js';

/** Every REST endpoint of /api/v1, one file per business area. */
export function allRoutes(_client: ServiceClient): BoundRoute[] {
  return [...identityRoutes()];
}
