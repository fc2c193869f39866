import type { Actor } from '@crescendo/contracts';
import { AppException, serverMessages } from '@crescendo/service-kit';

/** How the actor reads groups; the strongest role wins (an admin who also teaches is an admin). */
export type Viewer =
  | { kind: 'admin'; userId: string; organizationId: string }
  | { kind: 'teacher'; userId: string; organizationId: string }
  | { kind: 'student'; userId: string; organizationId: string }
  | { kind: 'none'; userId: string };

export interface GroupOwnership {
  organizationId: string;
  teacherId: string | null;
  studentIds: string[];
}

export const groupMessages = {
  notFound: 'Groupe introuvable.',
  wrongCode: 'Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.',
  studentsOnly: 'Seuls les élèves rejoignent un groupe avec un code de connexion.',
  adminAssignsTeacher: 'Seul un administrateur peut confier un groupe à un autre enseignant.',
  notInGroup: 'Cet élève ne fait pas partie de ce groupe.',
  sameGroup: 'Choisissez un autre groupe que le groupe actuel.',
  noCode: 'Impossible de générer un code de connexion unique. Réessayez.',
  alreadyHasGroups: 'Vous avez déjà des groupes : les groupes d’exemple ne sont créés que pour commencer.',
  samplesExist: 'Les groupes d’exemple (ADMIN01 à ADMIN03) existent déjà.',
} as const;

export function viewerOf(actor: Actor | null): Viewer {
  if (!actor) throw new AppException('UNAUTHENTICATED', serverMessages.unauthenticated);
  const { userId, organizationId } = actor;
  if (!organizationId) return { kind: 'none', userId };
  if (actor.roles.includes('admin')) return { kind: 'admin', userId, organizationId };
  if (actor.roles.includes('teacher')) return { kind: 'teacher', userId, organizationId };
  if (actor.roles.includes('student')) return { kind: 'student', userId, organizationId };
  return { kind: 'none', userId };
}

/** Admins and teachers of an organisation: the only ones who create and change groups. */
export function requireStaff(actor: Actor | null): Extract<Viewer, { kind: 'admin' | 'teacher' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind !== 'admin' && viewer.kind !== 'teacher') {
    throw new AppException('FORBIDDEN', serverMessages.forbidden);
  }
  return viewer;
}

/** Spec §6 'correct teacher id': a teacher sees their groups; a student the groups they are in. */
export function canSee(viewer: Viewer, group: GroupOwnership): boolean {
  if (viewer.kind === 'none' || group.organizationId !== viewer.organizationId) return false;
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'teacher') return group.teacherId === viewer.userId;
  return group.studentIds.includes(viewer.userId);
}

export function canManage(viewer: Viewer, group: GroupOwnership): boolean {
  if (viewer.kind === 'admin') return group.organizationId === viewer.organizationId;
  return viewer.kind === 'teacher' && canSee(viewer, group);
}

/** Not visible: NOT_FOUND (nobody learns that another's group exists). Visible, not theirs to change: FORBIDDEN. */
export function assertManage(viewer: Viewer, group: GroupOwnership | null): void {
  if (!group || !canSee(viewer, group)) throw new AppException('NOT_FOUND', groupMessages.notFound);
  if (!canManage(viewer, group)) throw new AppException('FORBIDDEN', serverMessages.forbidden);
}

export function assertSee(viewer: Viewer, group: GroupOwnership | null): void {
  if (!group || !canSee(viewer, group)) throw new AppException('NOT_FOUND', groupMessages.notFound);
}
