import { getMeRoute } from '@crescendo/contracts';
import { bind, type BoundRoute } from '../http/api-router.js';

export function identityRoutes(): BoundRoute[] {
  return [bind(getMeRoute, async ({ signedIn }) => ({ ok: true, data: signedIn!.me }))];
}
