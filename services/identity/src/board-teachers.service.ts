import { Inject, Injectable } from '@nestjs/common';
import {
  userUpdated,
  type Actor,
  type PayloadOf,
  type ReplyOf,
  type listBoardSchoolTeachers,
  type moveBoardTeacher,
} from '@crescendo/contracts';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { requireBoardAdmin } from './board-admin.js';
import { findBoardSchool } from './board.store.js';
import { dropTeacherMembership, schoolTeachersPage } from './board-teachers.store.js';
import { joinOrganization, userUpdatedData } from './membership.store.js';

/**
 * A board's administrator moves a teacher from one school of the board to another (issue 25 §1, decision
 * 0057). The teacher's groups stay with the school they belong to (their students, practice and work are the
 * school's): `user.updated` tells every service, and the school's administrator gives them to another teacher.
 */
@Injectable()
export class BoardTeachersService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async list(
    actor: Actor | null,
    input: PayloadOf<typeof listBoardSchoolTeachers>,
  ): Promise<ReplyOf<typeof listBoardSchoolTeachers>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    if (!(await findBoardSchool(this.db, boardId, input.schoolId)))
      throw new AppException('NOT_FOUND', 'identity.schoolNotFound');
    const { items, nextCursor } = await schoolTeachersPage(this.db, input.schoolId, input);
    return { teachers: items, nextCursor };
  }

  async move(
    actor: Actor | null,
    input: PayloadOf<typeof moveBoardTeacher>,
  ): Promise<ReplyOf<typeof moveBoardTeacher>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    if (input.fromSchoolId === input.toSchoolId)
      throw AppException.invalid({ toSchoolId: 'identity.sameSchool' });
    return this.db.transaction(async (tx) => {
      const [from, to] = await Promise.all([
        findBoardSchool(tx, boardId, input.fromSchoolId),
        findBoardSchool(tx, boardId, input.toSchoolId),
      ]);
      if (!from || !to) throw new AppException('NOT_FOUND', 'identity.schoolNotFound');
      if (!(await dropTeacherMembership(tx, input.userId, from.id)))
        throw new AppException('NOT_FOUND', 'identity.teacherNotInSchool');
      // They land in the new school (it becomes the membership used last).
      await joinOrganization(tx, input.userId, { organizationId: to.id, role: 'teacher' });
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, input.userId), {
        organizationId: to.id,
      });
      return { userId: input.userId, schoolId: to.id };
    });
  }
}
