import { Inject, Injectable } from '@nestjs/common';
import { lookupProfiles, maxCoTeachers, type Actor, type Group } from '@crescendo/contracts';
import { AppException, Db, Outbox, ServiceClient } from '@crescendo/service-kit';
import { assertManage, assertSee, requireStaff } from './access.js';
import { deleteCoTeacher, insertCoTeacher } from './co-teacher.store.js';
import { recordGroup } from './group-events.js';
import { findGroup, ownershipOf, toGroup } from './group.store.js';

/**
 * 'Ajouter un co-enseignant' (issue 24.1): the lead teacher or an admin adds a colleague of the school, who
 * then teaches the group (its practice, its chat); a co-teacher may also step down themself.
 */
@Injectable()
export class CoTeachersService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async add(actor: Actor | null, groupId: string, teacherId: string): Promise<Group> {
    const viewer = requireStaff(actor);
    const before = await findGroup(this.db, viewer.organizationId, groupId);
    assertManage(viewer, before && ownershipOf(before));
    await this.assertColleague(actor!, teacherId);
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      assertManage(viewer, row && ownershipOf(row));
      if (row!.teacher_id === teacherId) throw AppException.invalid({ teacherId: 'groups.coTeacherIsLead' });
      if (!row!.co_teacher_ids.includes(teacherId) && row!.co_teacher_ids.length >= maxCoTeachers) {
        throw AppException.invalid({
          teacherId: { key: 'groups.tooManyCoTeachers', params: { max: maxCoTeachers } },
        });
      }
      const added = await insertCoTeacher(tx, {
        groupId,
        teacherId,
        organizationId: viewer.organizationId,
        addedBy: viewer.userId,
      });
      const changed = (await findGroup(tx, viewer.organizationId, groupId))!;
      if (added) await recordGroup.updated(this.outbox, tx, changed);
      return toGroup(changed, viewer);
    });
  }

  async remove(actor: Actor | null, groupId: string, teacherId: string): Promise<Group> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (tx) => {
      const row = await findGroup(tx, viewer.organizationId, groupId, true);
      const own = row && ownershipOf(row);
      if (teacherId === viewer.userId) assertSee(viewer, own);
      else assertManage(viewer, own);
      if (!(await deleteCoTeacher(tx, groupId, teacherId))) {
        throw new AppException('NOT_FOUND', 'groups.coTeacherNotFound', {
          fields: { teacherId: 'groups.coTeacherNotFound' },
        });
      }
      const changed = (await findGroup(tx, viewer.organizationId, groupId))!;
      await recordGroup.updated(this.outbox, tx, changed);
      return toGroup(changed, viewer);
    });
  }

  /** A teacher or an admin of the actor's school, as identity knows them. */
  private async assertColleague(actor: Actor, teacherId: string): Promise<void> {
    const { profiles } = await this.client.request(lookupProfiles, { userIds: [teacherId] }, actor);
    const colleague = profiles.find((profile) => profile.id === teacherId);
    if (!colleague || (colleague.role !== 'teacher' && colleague.role !== 'admin')) {
      throw AppException.invalid({ teacherId: 'groups.coTeacherUnknown' });
    }
  }
}
