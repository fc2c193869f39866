import { Inject, Injectable } from '@nestjs/common';
import { getAssignment, type Actor, type Assignment, type PushedCourseWork } from '@crescendo/contracts';
import { AppException, type Db, GroupsAccess, ServiceClient } from '@crescendo/service-kit';
import { requireStaffMember, type StaffMember } from '../access.js';
import { ClassroomApi } from '../google/classroom-api.js';
import { courseWorkBody } from './course-work-body.js';
import { PushStore, pushedView } from './push.store.js';

/**
 * 'Envoyer vers Google Classroom' (spec §4, §7, §8), after homework saved the assignment: the coursework is made
 * in the group's Classroom course with the pusher's Google account. Who may push is who may read the assignment
 * and its group (homework and groups decide, asked as the actor): the group's teachers, the organisation's
 * admins; never a student. A refusal leaves the assignment saved: the browser says so.
 */
@Injectable()
export class CourseWorkPushService {
  constructor(
    @Inject(ClassroomApi) private readonly api: ClassroomApi,
    @Inject(PushStore) private readonly store: PushStore,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(GroupsAccess) private readonly access: GroupsAccess,
  ) {}

  async push(actor: Actor | null, assignmentId: string): Promise<PushedCourseWork> {
    const me = requireStaffMember(actor);
    const { assignment } = await this.client.request(getAssignment, { assignmentId }, actor);
    return this.store.exclusively(assignment.id, async (tx) => {
      const already = await this.store.pushed(assignment.id, tx);
      if (already) return pushedView(already);
      return this.create(me, actor!, assignment, tx);
    });
  }

  private async create(
    me: StaffMember,
    actor: Actor,
    assignment: Assignment,
    tx: Db,
  ): Promise<PushedCourseWork> {
    const { group } = await this.access.require(actor, assignment.groupId, 'teach');
    const courseId = group.source === 'google-classroom' ? group.externalId : null;
    if (!courseId) throw new AppException('VALIDATION_FAILED', 'classroomPush.groupNotLinked');
    let students: string[] | null = null;
    if (!assignment.wholeGroup) {
      const ids = await this.store.googleIds(me.organizationId, courseId, assignment.studentIds);
      students = assignment.studentIds.flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []));
      if (students.length === 0)
        throw new AppException('VALIDATION_FAILED', 'classroomPush.noStudentInCourse');
    }
    const made = await this.api
      .createCourseWork(me.userId, courseId, courseWorkBody(assignment, students))
      .catch((error: unknown) => {
        const missing = error instanceof AppException && error.error.messageKey === 'classroom.tokenMissing';
        throw missing ? new AppException('FORBIDDEN', 'classroomPush.tokenMissing') : error;
      });
    const row = await this.store.recordPush(
      {
        assignment_id: assignment.id,
        organization_id: me.organizationId,
        group_id: group.id,
        course_id: courseId,
        course_work_id: made.id!,
        alternate_link: made.alternateLink ?? null,
        pushed_by: me.userId,
      },
      tx,
    );
    return pushedView(row);
  }
}
