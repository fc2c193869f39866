import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Group, PayloadOf, updateGroup } from '@crescendo/contracts';
import { cleanGroupName, sampleGroups, schoolYearOf } from '@crescendo/domain';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import { assertManage, assertSee, requireStaff, viewerOf, type Viewer } from './access.js';
import { deleteCoTeacher } from './co-teacher.store.js';
import { recordGroup } from './group-events.js';
import {
  deleteGroup,
  findGroup,
  hasOwnGroups,
  insertGroup,
  isCodeTaken,
  listVisible,
  ownershipOf,
  setArchived,
  setConnectionCode,
  toGroup,
  updateGroupDetails,
  withUniqueCode,
  type GroupRow,
} from './group.store.js';
import { GROUPS_OPTIONS, type GroupsOptions } from './groups.options.js';
import { SpecialAdmin } from './special-admin.js';

type UpdateInput = PayloadOf<typeof updateGroup>;

function requiredName(input: string): string {
  const name = cleanGroupName(input);
  if (!name) {
    throw AppException.invalid({ name: 'groups.nameRequired' });
  }
  return name;
}

/** Groups: create, change, archive, delete, read, codes, sample groups. Every query scoped by the actor. */
@Injectable()
export class GroupsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(GROUPS_OPTIONS) private readonly options: GroupsOptions,
    @Inject(SpecialAdmin) private readonly specialAdmin: SpecialAdmin,
  ) {}

  /** Spec §5 and §9: a manual group, a fresh code unique on the platform, the current school year. */
  async create(
    actor: Actor | null,
    input: { name: string; description?: string | null; teacherId?: string },
  ): Promise<Group> {
    const viewer = requireStaff(actor);
    const name = requiredName(input.name);
    const teacherId = input.teacherId ?? viewer.userId;
    if (teacherId !== viewer.userId && viewer.kind !== 'admin') {
      throw new AppException('FORBIDDEN', 'groups.adminAssignsTeacher');
    }
    return this.db.transaction(async (tx) => {
      const id = randomUUID();
      const group = {
        id,
        organizationId: viewer.organizationId,
        name,
        description: input.description || null,
        teacherId,
        source: 'manual' as const,
        schoolYear: schoolYearOf(this.options.now()),
      };
      await withUniqueCode(tx, this.options.generateCode, (code) => insertGroup(tx, group, code));
      const row = await this.mustFind(tx, viewer.organizationId, id);
      await recordGroup.created(this.outbox, tx, row);
      return toGroup(row, viewer);
    });
  }

  /** Rename or describe (the group's teacher or an admin); give it another teacher (an admin only). */
  async update(actor: Actor | null, input: UpdateInput): Promise<Group> {
    const viewer = requireStaff(actor);
    const name = input.name === undefined ? undefined : requiredName(input.name);
    return this.change(viewer, input.groupId, async (tx, row) => {
      if (input.teacherId !== undefined && input.teacherId !== row.teacher_id && viewer.kind !== 'admin') {
        throw new AppException('FORBIDDEN', 'groups.adminAssignsTeacher');
      }
      await updateGroupDetails(tx, row.id, {
        name: name ?? row.name,
        description: input.description === undefined ? row.description : input.description || null,
        teacherId: input.teacherId ?? row.teacher_id,
      });
      // The new lead teacher is no longer also a co-teacher.
      if (input.teacherId !== undefined) await deleteCoTeacher(tx, row.id, input.teacherId);
    });
  }

  async archive(actor: Actor | null, groupId: string, archived: boolean): Promise<Group> {
    const viewer = requireStaff(actor);
    return this.change(viewer, groupId, async (tx, row) => {
      await setArchived(tx, row.id, archived);
    });
  }

  async delete(actor: Actor | null, groupId: string): Promise<{ deleted: true }> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await deleteGroup(tx, groupId);
      await recordGroup.deleted(this.outbox, tx, row!);
      return { deleted: true as const };
    });
  }

  /** A new code; the old one stops working with the commit. Nobody else needs to know: no event. */
  async regenerateCode(actor: Actor | null, groupId: string): Promise<Group> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await withUniqueCode(tx, this.options.generateCode, (code) => setConnectionCode(tx, groupId, code));
      return toGroup(await this.mustFind(tx, viewer.organizationId, groupId), viewer);
    });
  }

  async list(
    actor: Actor | null,
    includeArchived: boolean,
  ): Promise<{ groups: Group[]; canCreateSampleGroups: boolean }> {
    const viewer = viewerOf(actor);
    const rows = await listVisible(this.db, viewer, includeArchived);
    let canCreateSampleGroups = false;
    // Spec §2: the special administrator 'with no groups' sees 'Créer Groupes Admin'. Identity is asked
    // only then, so that the everyday list costs one query.
    if (viewer.kind === 'admin' || viewer.kind === 'teacher') {
      const ownShown = rows.some((row) => row.teacher_id === viewer.userId);
      if (!ownShown && !(await hasOwnGroups(this.db, viewer.organizationId, viewer.userId))) {
        canCreateSampleGroups = await this.specialAdmin.isQuietly(actor!);
      }
    }
    return { groups: rows.map((row) => toGroup(row, viewer)), canCreateSampleGroups };
  }

  async get(actor: Actor | null, groupId: string): Promise<Group> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('NOT_FOUND', 'groups.notFound');
    const row = await findGroup(this.db, viewer.organizationId, groupId);
    assertSee(viewer, row && ownershipOf(row));
    return toGroup(row!, viewer);
  }

  /**
   * Spec §6: the special administrator's general music, orchestra and choir, codes ADMIN01–ADMIN03,
   * source manual, in the current school year (docs/decisions/0007-sample-groups-school-year.md).
   */
  async createSampleGroups(actor: Actor | null): Promise<{ groups: Group[] }> {
    const viewer = requireStaff(actor);
    if (!(await this.specialAdmin.is(actor!))) throw new AppException('FORBIDDEN', 'common.forbidden');
    try {
      return await this.db.transaction(async (tx) => {
        if (await hasOwnGroups(tx, viewer.organizationId, viewer.userId)) {
          throw new AppException('CONFLICT', 'groups.alreadyHasGroups');
        }
        const schoolYear = schoolYearOf(this.options.now());
        const groups: Group[] = [];
        for (const sample of sampleGroups) {
          const id = randomUUID();
          const group = {
            id,
            organizationId: viewer.organizationId,
            name: sample.name,
            description: null,
            teacherId: viewer.userId,
            source: 'manual' as const,
            schoolYear,
          };
          await insertGroup(tx, group, sample.connectionCode);
          const row = await this.mustFind(tx, viewer.organizationId, id);
          await recordGroup.created(this.outbox, tx, row);
          groups.push(toGroup(row, viewer));
        }
        return { groups };
      });
    } catch (error) {
      if (isCodeTaken(error)) throw new AppException('CONFLICT', 'groups.samplesExist');
      throw error;
    }
  }

  private async change(
    viewer: Viewer & { organizationId: string },
    groupId: string,
    apply: (tx: Db, row: GroupRow) => Promise<void>,
  ): Promise<Group> {
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await apply(tx, row!);
      const changed = await this.mustFind(tx, viewer.organizationId, groupId);
      await recordGroup.updated(this.outbox, tx, changed);
      return toGroup(changed, viewer);
    });
  }

  private async mustFind(tx: Db, organizationId: string, groupId: string): Promise<GroupRow> {
    const row = await findGroup(tx, organizationId, groupId);
    if (!row) throw new AppException('NOT_FOUND', 'groups.notFound');
    return row;
  }
}
