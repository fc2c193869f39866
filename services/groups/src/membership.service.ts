import { Inject, Injectable } from '@nestjs/common';
import {
  membershipAdded,
  membershipRemoved,
  type Actor,
  type Group,
  type Roster,
} from '@crescendo/contracts';
import { isJoinCode, normalizeConnectionCode } from '@crescendo/domain';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { JoinCodeLimits } from './join-code-limits.js';
import { deleteMember, insertMember, membersOf } from './membership.store.js';
import { assertManage, assertSee, requireStaff, viewerOf, type Viewer } from './access.js';
import { findGroup, findGroupByCode, ownershipOf, toGroup, type GroupRow } from './group.store.js';

/** A code that opens no group the student may join: one answer for every reason, counted by JoinCodeLimits. */
class WrongCode extends AppException {
  constructor() {
    super('VALIDATION_FAILED', 'groups.wrongCode', { fields: { code: 'groups.wrongCode' } });
  }
}

function wrongCode(): AppException {
  return new WrongCode();
}

/** Students in groups: joining with a code, removal and moves by the teacher, the roster. */
@Injectable()
export class MembershipService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(JoinCodeLimits) private readonly limits: JoinCodeLimits,
  ) {}

  /**
   * A student joins with the code. A student may be in several groups. A wrong code, an archived
   * group's code or another organisation's code all give the same error and change nothing. A user
   * with no organisation yet (sign-up's student path) may join; identity attaches them on the event.
   * Wrong codes are counted per account and per client address: once either has spent its budget, no code
   * is looked at (429) until the wait is over, the right one included.
   */
  async join(actor: Actor | null, typed: string, clientAddress?: string): Promise<Group> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'admin' || viewer.kind === 'teacher') {
      throw new AppException('FORBIDDEN', 'groups.studentsOnly');
    }
    await this.limits.assertMayTry(viewer.userId, clientAddress);
    try {
      return await this.joinWithCode(viewer, typed);
    } catch (error) {
      if (error instanceof WrongCode) await this.limits.wrongCode(viewer.userId, clientAddress);
      throw error;
    }
  }

  private async joinWithCode(
    viewer: Extract<Viewer, { kind: 'student' | 'none' }>,
    typed: string,
  ): Promise<Group> {
    const code = normalizeConnectionCode(typed);
    if (!isJoinCode(code)) throw wrongCode();
    return this.db.transaction(async (tx) => {
      const row = await findGroupByCode(tx, code);
      if (!row) throw wrongCode();
      if (viewer.kind === 'student' && row.organization_id !== viewer.organizationId) throw wrongCode();
      const added = await insertMember(tx, row, viewer.userId);
      if (added) {
        await this.outbox.add(
          tx.manager,
          membershipAdded,
          { groupId: row.id, organizationId: row.organization_id, studentId: viewer.userId, via: 'code' },
          { organizationId: row.organization_id },
        );
      }
      const student: Viewer = { kind: 'student', userId: viewer.userId, organizationId: row.organization_id };
      return toGroup(await mustFind(tx, row.organization_id, row.id), student);
    });
  }

  async remove(actor: Actor | null, groupId: string, studentId: string): Promise<{ removed: true }> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await this.takeOut(tx, row!, studentId, 'removed');
      return { removed: true as const };
    });
  }

  /** 'Élèves': from one of my groups to another of mine (an admin: any two of the organisation). */
  async move(
    actor: Actor | null,
    input: { groupId: string; studentId: string; toGroupId: string },
  ): Promise<{ from: Group; to: Group }> {
    const viewer = requireStaff(actor);
    if (input.groupId === input.toGroupId) {
      throw new AppException('VALIDATION_FAILED', 'groups.sameGroup', {
        fields: { toGroupId: 'groups.sameGroup' },
      });
    }
    return this.db.transaction(async (tx) => {
      // Locked in id order, so that two opposite moves cannot deadlock.
      const locked = new Map<string, GroupRow | null>();
      for (const id of [input.groupId, input.toGroupId].sort()) {
        locked.set(id, await findGroup(tx, viewer.organizationId, id, true));
      }
      const from = locked.get(input.groupId) ?? null;
      const to = locked.get(input.toGroupId) ?? null;
      assertManage(viewer, from && ownershipOf(from));
      assertManage(viewer, to && ownershipOf(to));
      await this.takeOut(tx, from!, input.studentId, 'moved');
      if (await insertMember(tx, to!, input.studentId)) {
        await this.outbox.add(
          tx.manager,
          membershipAdded,
          { groupId: to!.id, organizationId: to!.organization_id, studentId: input.studentId, via: 'move' },
          { organizationId: to!.organization_id },
        );
      }
      return {
        from: toGroup(await mustFind(tx, viewer.organizationId, from!.id), viewer),
        to: toGroup(await mustFind(tx, viewer.organizationId, to!.id), viewer),
      };
    });
  }

  /** The group's teacher, the admins, and the group's own students; never another group's. */
  async roster(actor: Actor | null, groupId: string): Promise<Roster> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('NOT_FOUND', 'groups.notFound');
    const row = await findGroup(this.db, viewer.organizationId, groupId);
    assertSee(viewer, row && ownershipOf(row));
    const students = await membersOf(this.db, groupId);
    return {
      groupId,
      students: students.map((s) => ({ studentId: s.student_id, joinedAt: s.joined_at.toISOString() })),
    };
  }

  private async takeOut(
    tx: Db,
    row: GroupRow,
    studentId: string,
    reason: 'removed' | 'moved',
  ): Promise<void> {
    if (!(await deleteMember(tx, row.id, studentId))) {
      throw new AppException('NOT_FOUND', 'groups.notInGroup', {
        fields: { studentId: 'groups.notInGroup' },
      });
    }
    await this.outbox.add(
      tx.manager,
      membershipRemoved,
      { groupId: row.id, organizationId: row.organization_id, studentId, reason },
      { organizationId: row.organization_id },
    );
  }
}

async function mustFind(tx: Db, organizationId: string, groupId: string): Promise<GroupRow> {
  const row = await findGroup(tx, organizationId, groupId);
  if (!row) throw new AppException('NOT_FOUND', 'groups.notFound');
  return row;
}
