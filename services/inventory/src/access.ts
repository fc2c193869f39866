import type { Actor } from '@crescendo/contracts';
import { AppException, viewerOf, type Viewer } from '@crescendo/service-kit';

export { requireStaff, viewerOf, type Viewer } from '@crescendo/service-kit';

/** The inventory is written by the school's administrators (issue 27 §1). */
export function requireAdmin(actor: Actor | null): Extract<Viewer, { kind: 'admin' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
  return viewer;
}
