import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crescendo/contracts';
import { AppException, GroupsAccess, type GroupsAccessPort, type Viewer } from '@crescendo/service-kit';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

/** Which students a staff member answers for. */
export interface StudentsInScope {
  /** null: every student of the organisation (an admin, no group chosen). */
  ids: Set<string> | null;
}

/** What the use cases ask of the scope (`StudentScope`'s methods). */
export type StudentScopePort = Pick<StudentScope, 'students' | 'includes' | 'assertChargeable'>;

/**
 * Whose purchases an actor may see and record is decided by groups (decision 0020, issue 24.1): asked, as
 * the actor, at the moment of the decision, so a student who left a teacher's group is no longer theirs at
 * once. A student of the organisation is a student of one of its groups.
 */
@Injectable()
export class StudentScope {
  constructor(@Inject(GroupsAccess) private readonly access: GroupsAccessPort) {}

  /** The students of the groups the actor teaches (or of the one asked for); an admin: all, or the group's. */
  async students(actor: Actor, groupId?: string): Promise<StudentsInScope> {
    const scope = await this.access.scope(actor, 'teach', groupId);
    return { ids: scope.organizationWide ? null : scope.studentIds };
  }

  /** Whether a student is the actor's to charge: in a group they teach (an admin: any group of the school). */
  async includes(actor: Actor, studentId: string): Promise<boolean> {
    return (await this.access.scope(actor, 'teach')).studentIds.has(studentId);
  }

  /** Refuses, with the clear message, a student the actor may not charge; writes nothing. */
  async assertChargeable(actor: Actor, viewer: Staff, studentId: string): Promise<void> {
    if (await this.includes(actor, studentId)) return;
    if (viewer.kind === 'admin') throw new AppException('NOT_FOUND', 'finance.studentUnknown');
    throw new AppException('FORBIDDEN', 'finance.studentNotYours');
  }
}
