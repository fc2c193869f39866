import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crescendo/contracts';
import { AppException, GroupsAccess, type GroupsAccessPort, type Viewer } from '@crescendo/service-kit';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

/** What the loans ask of it (`LoanStudents`' method). */
export type LoanStudentsPort = Pick<LoanStudents, 'assertLendable'>;

/**
 * To whom a staff member may lend is groups' decision (decisions 0020, 0045), asked as the actor at the moment
 * of the loan, never re-decided here: a teacher lends to the students of the groups they teach (co-teachers
 * included), an administrator to any student of a group of the school.
 */
@Injectable()
export class LoanStudents {
  constructor(@Inject(GroupsAccess) private readonly access: GroupsAccessPort) {}

  /** Refuses, with its French message, a student the actor may not lend to; writes nothing. */
  async assertLendable(actor: Actor, viewer: Staff, studentId: string): Promise<void> {
    const scope = await this.access.scope(actor, 'teach');
    if (scope.studentIds.has(studentId)) return;
    if (viewer.kind === 'admin') throw new AppException('NOT_FOUND', 'inventory.studentUnknown');
    throw new AppException('FORBIDDEN', 'inventory.studentNotYours');
  }
}
