import type { GroupNeed, GroupRelation } from '@crescendo/contracts';
import { AppException, type Viewer } from '@crescendo/service-kit';

export { requireStaff, viewerOf, type Viewer } from '@crescendo/service-kit';

export interface GroupOwnership {
  organizationId: string;
  teacherId: string | null;
  coTeacherIds: string[];
  studentIds: string[];
}

/**
 * The one place that decides who stands where to a group (spec §6 'correct teacher id', issue 24.1): an
 * admin of its organisation, its lead teacher, one of its co-teachers, one of its students, or nobody.
 */
export function relationOf(viewer: Viewer, group: GroupOwnership): GroupRelation | null {
  if (viewer.kind === 'none' || group.organizationId !== viewer.organizationId) return null;
  if (viewer.kind === 'admin') return 'admin';
  if (viewer.kind === 'teacher') {
    if (group.teacherId === viewer.userId) return 'lead-teacher';
    return group.coTeacherIds.includes(viewer.userId) ? 'co-teacher' : null;
  }
  return group.studentIds.includes(viewer.userId) ? 'student' : null;
}

const granting: Record<GroupNeed, ReadonlySet<GroupRelation>> = {
  see: new Set(['admin', 'lead-teacher', 'co-teacher', 'student']),
  teach: new Set(['admin', 'lead-teacher', 'co-teacher']),
  manage: new Set(['admin', 'lead-teacher']),
};

export function meets(relation: GroupRelation | null, need: GroupNeed): relation is GroupRelation {
  return relation !== null && granting[need].has(relation);
}

/** Every need a relation meets. */
export function needsMet(relation: GroupRelation): GroupNeed[] {
  return (Object.keys(granting) as GroupNeed[]).filter((need) => granting[need].has(relation));
}

export type Decision = 'granted' | 'not-found' | 'forbidden';

/** Not visible: NOT_FOUND (nobody learns that another's group exists). Visible, need unmet: FORBIDDEN. */
export function decide(viewer: Viewer, group: GroupOwnership | null, need: GroupNeed): Decision {
  const relation = group && relationOf(viewer, group);
  if (!relation) return 'not-found';
  return meets(relation, need) ? 'granted' : 'forbidden';
}

export function assertNeed(viewer: Viewer, group: GroupOwnership | null, need: GroupNeed): void {
  const decision = decide(viewer, group, need);
  if (decision === 'not-found') throw new AppException('NOT_FOUND', 'groups.notFound');
  if (decision === 'forbidden') throw new AppException('FORBIDDEN', 'common.forbidden');
}

export function canSee(viewer: Viewer, group: GroupOwnership): boolean {
  return relationOf(viewer, group) !== null;
}

export const assertManage = (viewer: Viewer, group: GroupOwnership | null) =>
  assertNeed(viewer, group, 'manage');
export const assertSee = (viewer: Viewer, group: GroupOwnership | null) => assertNeed(viewer, group, 'see');
