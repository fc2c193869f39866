import { AppException, serverMessages, type Viewer } from '@crescendo/service-kit';

export { requireStaff, viewerOf, type Viewer } from '@crescendo/service-kit';

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
