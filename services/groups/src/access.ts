import { AppException, type Viewer } from '@crescendo/service-kit';

export { requireStaff, viewerOf, type Viewer } from '@crescendo/service-kit';

export interface GroupOwnership {
  organizationId: string;
  teacherId: string | null;
  studentIds: string[];
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
  if (!group || !canSee(viewer, group)) throw new AppException('NOT_FOUND', 'groups.notFound');
  if (!canManage(viewer, group)) throw new AppException('FORBIDDEN', 'common.forbidden');
}

export function assertSee(viewer: Viewer, group: GroupOwnership | null): void {
  if (!group || !canSee(viewer, group)) throw new AppException('NOT_FOUND', 'groups.notFound');
}
