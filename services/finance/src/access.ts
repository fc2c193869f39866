import type { Actor } from '@crescendo/contracts';
import { AppException, viewerOf, type Viewer } from '@crescendo/service-kit';

export { requireStaff, viewerOf, type Viewer } from '@crescendo/service-kit';

/** The Budget page is the administrators' (spec §2: /admin/budget). */
export function requireAdmin(actor: Actor | null): Extract<Viewer, { kind: 'admin' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
  return viewer;
}
