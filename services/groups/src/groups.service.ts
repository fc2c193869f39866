import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor, Group, PayloadOf, updateGroup } from '@crescendo/contracts';
import { cleanGroupName, sampleGroups, schoolYearOf } from '@crescendo/domain';
import { AppException, Outbox } from '@crescendo/service-kit';
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
    @Inject(DataSource) private readonly db: DataSource,
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
    return this.db.transaction(async (manager) => {
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
      await withUniqueCode(manager, this.options.generateCode, (code) => insertGroup(manager, group, code));
      const row = await this.mustFind(manager, viewer.organizationId, id);
      await recordGroup.created(this.outbox, manager, row);
      return toGroup(row, viewer);
    });
  }

  /** Rename or describe (the group's teacher or an admin); give it another teacher (an admin only). */
  async update(actor: Actor | null, input: UpdateInput): Promise<Group> {
    const viewer = requireStaff(actor);
    const name = input.name === undefined ? undefined : requiredName(input.name);
    return this.change(viewer, input.groupId, async (manager, row) => {
      if (input.teacherId !== undefined && input.teacherId !== row.teacher_id && viewer.kind !== 'admin') {
        throw new AppException('FORBIDDEN', 'groups.adminAssignsTeacher');
      }
      await updateGroupDetails(manager, row.id, {
        name: name ?? row.name,
        description: input.description === undefined ? row.description : input.description || null,
        teacherId: input.teacherId ?? row.teacher_id,
      });
      // The new lead teacher is no longer also a co-teacher.
      if (input.teacherId !== undefined) await deleteCoTeacher(manager, row.id, input.teacherId);
    });
  }

  async archive(actor: Actor | null, groupId: string, archived: boolean): Promise<Group> {
    const viewer = requireStaff(actor);
    return this.change(viewer, groupId, async (manager, row) => {
      await setArchived(manager, row.id, archived);
    });
  }

  async delete(actor: Actor | null, groupId: string): Promise<{ deleted: true }> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (manager) => {
      const row = await findGroup(manager, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await deleteGroup(manager, groupId);
      await recordGroup.deleted(this.outbox, manager, row!);
      return { deleted: true as const };
    });
  }

  /** A new code; the old one stops working with the commit. Nobody else needs to know: no event. */
  async regenerateCode(actor: Actor | null, groupId: string): Promise<Group> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (manager) => {
      const row = await findGroup(manager, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await withUniqueCode(manager, this.options.generateCode, (code) =>
        setConnectionCode(manager, groupId, code),
      );
      return toGroup(await this.mustFind(manager, viewer.organizationId, groupId), viewer);
    });
  }

  async list(
    actor: Actor | null,
    includeArchived: boolean,
  ): Promise<{ groups: Group[]; canCreateSampleGroups: boolean }> {
    const viewer = viewerOf(actor);
    const rows = await listVisible(this.db.manager, viewer, includeArchived);
    let canCreateSampleGroups = false;
    // Spec §2: the special administrator 'with no groups' sees 'Créer Groupes Admin'. Identity is asked
    // only then, so that the everyday list costs one query.
    if (viewer.kind === 'admin' || viewer.kind === 'teacher') {
      const ownShown = rows.some((row) => row.teacher_id === viewer.userId);
      if (!ownShown && !(await hasOwnGroups(this.db.manager, viewer.organizationId, viewer.userId))) {
        canCreateSampleGroups = await this.specialAdmin.isQuietly(actor!);
      }
    }
    return { groups: rows.map((row) => toGroup(row, viewer)), canCreateSampleGroups };
  }

  async get(actor: Actor | null, groupId: string): Promise<Group> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('NOT_FOUND', 'groups.notFound');
    const row = await findGroup(this.db.manager, viewer.organizationId, groupId);
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
      return await this.db.transaction(async (manager) => {
        if (await hasOwnGroups(manager, viewer.organizationId, viewer.userId)) {
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
          await insertGroup(manager, group, sample.connectionCode);
          const row = await this.mustFind(manager, viewer.organizationId, id);
          await recordGroup.created(this.outbox, manager, row);
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
    apply: (manager: EntityManager, row: GroupRow) => Promise<void>,
  ): Promise<Group> {
    return this.db.transaction(async (manager) => {
      const row = await findGroup(manager, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      await apply(manager, row!);
      const changed = await this.mustFind(manager, viewer.organizationId, groupId);
      await recordGroup.updated(this.outbox, manager, changed);
      return toGroup(changed, viewer);
    });
  }

  private async mustFind(manager: EntityManager, organizationId: string, groupId: string): Promise<GroupRow> {
    const row = await findGroup(manager, organizationId, groupId);
    if (!row) throw new AppException('NOT_FOUND', 'groups.notFound');
    return row;
  }
}
