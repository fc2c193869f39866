import { Inject, Injectable } from '@nestjs/common';
import { getGroup, listGroups, type Actor, type Group } from '@crescendo/contracts';
import { AppException, ServiceClient, type Viewer } from '@crescendo/service-kit';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

/** Which students a staff member answers for, and in which of their groups each is. */
export interface StudentsInScope {
  /** null: every student of the organisation (an admin, no group chosen). */
  ids: Set<string> | null;
}

/**
 * Whose purchases an actor may see and record is decided by group membership, which belongs to the groups
 * service (decision 0020): it is asked, as the actor, at the moment of the decision, so a student who left a
 * teacher's group is no longer theirs at once. A student of the organisation is a student of one of its groups.
 */
@Injectable()
export class StudentScope {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** A teacher: the students of their groups (or of the one asked for). An admin: all, or the group's. */
  async students(actor: Actor, viewer: Staff, groupId?: string): Promise<StudentsInScope> {
    if (groupId) {
      const group = await this.client.request(getGroup, { groupId }, actor);
      if (viewer.kind === 'teacher' && group.teacherId !== viewer.userId)
        throw new AppException('NOT_FOUND', 'groups.notFound');
      return { ids: new Set(group.studentIds) };
    }
    if (viewer.kind === 'admin') return { ids: null };
    return { ids: new Set((await this.taught(actor, viewer)).flatMap((group) => group.studentIds)) };
  }

  /** Whether a student is the actor's to charge: in a group they teach, or (an admin) in any of the organisation's. */
  async includes(actor: Actor, viewer: Staff, studentId: string): Promise<boolean> {
    const groups = viewer.kind === 'admin' ? await this.all(actor) : await this.taught(actor, viewer);
    return groups.some((group) => group.studentIds.includes(studentId));
  }

  /** Refuses, with the clear message, a student the actor may not charge; writes nothing. */
  async assertChargeable(actor: Actor, viewer: Staff, studentId: string): Promise<void> {
    if (await this.includes(actor, viewer, studentId)) return;
    if (viewer.kind === 'admin') throw new AppException('NOT_FOUND', 'finance.studentUnknown');
    throw new AppException('FORBIDDEN', 'finance.studentNotYours');
  }

  private async all(actor: Actor): Promise<Group[]> {
    return (await this.client.request(listGroups, { includeArchived: true }, actor)).groups;
  }

  private async taught(actor: Actor, viewer: Staff): Promise<Group[]> {
    return (await this.all(actor)).filter((group) => group.teacherId === viewer.userId);
  }
}
