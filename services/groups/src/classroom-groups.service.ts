import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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
import { AppException, Outbox, type Viewer } from '@crescendo/service-kit';
import { recordGroup } from './group-events.js';
import {
  changedRows,
  findGroup,
  insertGroup,
  toGroup,
  withUniqueCode,
  type GroupRow,
} from './group.store.js';
import { GROUPS_OPTIONS, type GroupsOptions } from './groups.options.js';

type Upsert = PayloadOf<typeof upsertClassroomGroup>;

/**
 * Groups imported from Google Classroom (spec §4, 'Course import'). Only classroom-sync can send these
 * requests (the NATS boundary's system requests): it decided who may import for whom before enqueueing, and
 * names the organisation of its job. A browser's actor never reaches them.
 */
@Injectable()
export class ClassroomGroupsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
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
        return await this.db.transaction((manager) => this.upsertOnce(manager, input));
      } catch (error) {
        if (attempt >= 3 || !isExternalIdTaken(error)) throw error;
      }
    }
  }

  async list(actor: Actor | null, input: PayloadOf<typeof listClassroomGroups>) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ id: string; external_id: string }> = await this.db.query(
      `SELECT id, external_id FROM groups
       WHERE organization_id = $1 AND teacher_id = $2 AND source = 'google-classroom' AND external_id IS NOT NULL`,
      [input.organizationId, input.teacherId],
    );
    return { groups: rows.map((row) => ({ groupId: row.id, externalId: row.external_id })) };
  }

  /** A roster re-sync's view of the group: its teacher, its students (issue 11.5b). */
  async get(actor: Actor | null, input: PayloadOf<typeof getClassroomGroup>) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const row = await findGroup(this.db.manager, input.organizationId, input.groupId);
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

  private async upsertOnce(manager: EntityManager, input: Upsert) {
    const teacher: Viewer = {
      kind: 'teacher',
      userId: input.teacherId,
      organizationId: input.organizationId,
    };
    const existing: Array<{ id: string }> = await manager.query(
      `SELECT id FROM groups
       WHERE organization_id = $1 AND teacher_id = $2 AND external_id = $3 AND source = 'google-classroom'
       FOR UPDATE`,
      [input.organizationId, input.teacherId, input.externalId],
    );
    const created = existing.length === 0;
    const groupId = existing[0]?.id ?? randomUUID();
    if (created) {
      await withUniqueCode(manager, this.options.generateCode, async (code) => {
        await insertGroup(
          manager,
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
        await manager.query(`UPDATE groups SET external_id = $2, imported_at = now() WHERE id = $1`, [
          groupId,
          input.externalId,
        ]);
      });
    } else {
      await manager.query(
        `UPDATE groups SET name = $2, description = $3, imported_at = now(), updated_at = now() WHERE id = $1`,
        [groupId, input.name, input.description || null],
      );
    }
    const row = (await findGroup(manager, input.organizationId, groupId))!;
    const { added, removed } = input.studentIds
      ? await this.replaceStudents(manager, row, input.studentIds)
      : { added: 0, removed: 0 };
    const changed = (await findGroup(manager, input.organizationId, groupId))!;
    await (created ? recordGroup.created : recordGroup.updated)(this.outbox, manager, changed);
    return { group: toGroup(changed, teacher), created, added, removed };
  }

  /** The course's roster becomes the group's: who left is taken out, who is new joins (events for each). */
  private async replaceStudents(manager: EntityManager, row: GroupRow, studentIds: string[]) {
    const wanted = [...new Set(studentIds)];
    const gone = await changedRows<{ student_id: string }>(
      manager,
      `DELETE FROM group_members WHERE group_id = $1 AND NOT (student_id = ANY($2::uuid[])) RETURNING student_id`,
      [row.id, wanted],
    );
    const joined: Array<{ student_id: string }> = await manager.query(
      `INSERT INTO group_members (group_id, student_id, organization_id)
       SELECT $1, s, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(s, n) ORDER BY n
       ON CONFLICT DO NOTHING RETURNING student_id`,
      [row.id, wanted, row.organization_id],
    );
    const membership = { groupId: row.id, organizationId: row.organization_id };
    const organizationId = row.organization_id;
    await this.outbox.addAll(
      manager,
      membershipRemoved,
      gone.map(({ student_id: studentId }) => ({
        data: { ...membership, studentId, reason: 'import' as const },
        organizationId,
      })),
    );
    await this.outbox.addAll(
      manager,
      membershipAdded,
      joined.map(({ student_id: studentId }) => ({
        data: { ...membership, studentId, via: 'import' as const },
        organizationId,
      })),
    );
    return { added: joined.length, removed: gone.length };
  }
}

function isExternalIdTaken(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  const constraint = failure.constraint ?? failure.driverError?.constraint;
  return failure.code === '23505' && constraint === 'groups_teacher_external_id';
}
