import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  membershipAdded,
  membershipRemoved,
  type Actor,
  type PayloadOf,
  type ReplyOf,
  type getClassroomGroup,
  type listClassroomGroups,
  type upsertClassroomGroup,
} from '@crescendo/contracts';
import { AppException, Db, Outbox, type Viewer } from '@crescendo/service-kit';
import { recordGroup } from './group-events.js';
import {
  importedGroupsOf,
  lockImportedGroup,
  markImported,
  refreshImported,
} from './classroom-group.store.js';
import { findGroup, insertGroup, toGroup, withUniqueCode, type GroupRow } from './group.store.js';
import { GROUPS_OPTIONS, type GroupsOptions } from './groups.options.js';
import { replaceMembers } from './membership.store.js';

type Upsert = PayloadOf<typeof upsertClassroomGroup>;

/**
 * Groups imported from Google Classroom (spec §4, 'Course import'). Only classroom-sync can send these
 * requests (the NATS boundary's system requests): it decided who may import for whom before enqueueing, and
 * names the organisation of its job. A browser's actor never reaches them.
 */
@Injectable()
export class ClassroomGroupsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(GROUPS_OPTIONS) private readonly options: GroupsOptions,
  ) {}

  /**
   * The teacher's group of this course gets its name and description and its students replaced; without one,
   * a new group (source google-classroom, a fresh code). Two runs racing on one course meet on the unique
   * index (organization, teacher, external id): the loser starts over and finds the winner's group.
   */
  async upsert(actor: Actor | null, input: Upsert): Promise<ReplyOf<typeof upsertClassroomGroup>> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction((tx) => this.upsertOnce(tx, input));
      } catch (error) {
        if (attempt >= 3 || !isExternalIdTaken(error)) throw error;
      }
    }
  }

  async list(actor: Actor | null, input: PayloadOf<typeof listClassroomGroups>) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows = await importedGroupsOf(this.db, input.organizationId, input.teacherId);
    return { groups: rows.map((row) => ({ groupId: row.id, externalId: row.external_id })) };
  }

  /** A roster re-sync's view of the group: its teacher, its students (issue 11.5b). */
  async get(actor: Actor | null, input: PayloadOf<typeof getClassroomGroup>) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const row = await findGroup(this.db, input.organizationId, input.groupId);
    if (!row || row.source !== 'google-classroom' || !row.external_id) {
      throw new AppException('NOT_FOUND', 'groups.notFound');
    }
    const system: Viewer = {
      kind: 'admin',
      userId: input.organizationId,
      organizationId: input.organizationId,
    };
    return { group: toGroup(row, system) };
  }

  private async upsertOnce(tx: Db, input: Upsert) {
    const teacher: Viewer = {
      kind: 'teacher',
      userId: input.teacherId,
      organizationId: input.organizationId,
    };
    const existing = await lockImportedGroup(tx, input);
    const created = existing === null;
    const groupId = existing ?? randomUUID();
    if (created) {
      await withUniqueCode(tx, this.options.generateCode, async (code) => {
        await insertGroup(
          tx,
          {
            id: groupId,
            organizationId: input.organizationId,
            name: input.name,
            description: input.description || null,
            teacherId: input.teacherId,
            source: 'google-classroom',
            schoolYear: input.schoolYear,
          },
          code,
        );
        await markImported(tx, groupId, input.externalId);
      });
    } else {
      await refreshImported(tx, groupId, { name: input.name, description: input.description || null });
    }
    const row = (await findGroup(tx, input.organizationId, groupId))!;
    const { added, removed } = input.studentIds
      ? await this.replaceStudents(tx, row, input.studentIds)
      : { added: 0, removed: 0 };
    const changed = (await findGroup(tx, input.organizationId, groupId))!;
    await (created ? recordGroup.created : recordGroup.updated)(this.outbox, tx, changed);
    return { group: toGroup(changed, teacher), created, added, removed };
  }

  /** The course's roster becomes the group's: who left is taken out, who is new joins (events for each). */
  private async replaceStudents(tx: Db, row: GroupRow, studentIds: string[]) {
    const { left, joined } = await replaceMembers(tx, row, [...new Set(studentIds)]);
    const membership = { groupId: row.id, organizationId: row.organization_id };
    const organizationId = row.organization_id;
    await this.outbox.addAll(
      tx.manager,
      membershipRemoved,
      left.map((studentId) => ({
        data: { ...membership, studentId, reason: 'import' as const },
        organizationId,
      })),
    );
    await this.outbox.addAll(
      tx.manager,
      membershipAdded,
      joined.map((studentId) => ({
        data: { ...membership, studentId, via: 'import' as const },
        organizationId,
      })),
    );
    return { added: joined.length, removed: left.length };
  }
}

function isExternalIdTaken(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  const constraint = failure.constraint ?? failure.driverError?.constraint;
  return failure.code === '23505' && constraint === 'groups_teacher_external_id';
}
