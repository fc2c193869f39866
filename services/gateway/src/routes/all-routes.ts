import type { ServiceClient } from '@crescendo/service-kit';
import type { BoundRoute } from '../http/api-router.js';
import { groupsRoutes } from './groups.routes.js';
import { homeworkRoutes } from './homework.routes.js';
import { identityRoutes } from './identity.routes.js';

/** Every REST endpoint of /api/v1, one file per business area. */
export function allRoutes(_client: ServiceClient): BoundRoute[] {
  return [...identityRoutes(_client), ...groupsRoutes(_client), ...homeworkRoutes(_client)];
}
