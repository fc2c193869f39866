import type { Actor } from '@crescendo/contracts';
import { AppException } from '../errors/app-exception.js';

/** How an actor reads a service's data; the strongest role wins (an admin who also teaches is an admin). */
export type Viewer =
  | { kind: 'admin'; userId: string; organizationId: string }
  | { kind: 'teacher'; userId: string; organizationId: string }
  | { kind: 'student'; userId: string; organizationId: string }
  | { kind: 'none'; userId: string };

export function viewerOf(actor: Actor | null): Viewer {
  if (!actor) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
  const { userId, organizationId } = actor;
  if (!organizationId) return { kind: 'none', userId };
  if (actor.roles.includes('admin')) return { kind: 'admin', userId, organizationId };
  if (actor.roles.includes('teacher')) return { kind: 'teacher', userId, organizationId };
  if (actor.roles.includes('student')) return { kind: 'student', userId, organizationId };
  return { kind: 'none', userId };
}

/** Admins and teachers of an organisation. */
export function requireStaff(actor: Actor | null): Extract<Viewer, { kind: 'admin' | 'teacher' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind !== 'admin' && viewer.kind !== 'teacher') {
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }
  return viewer;
}

/** A student of an organisation. */
export function requireStudent(actor: Actor | null): Extract<Viewer, { kind: 'student' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind !== 'student') throw new AppException('FORBIDDEN', 'common.forbidden');
  return viewer;
}
