import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  listClassroomGroups,
  lookupProfiles,
  type Actor,
  type ClassroomCourse,
  type ClassroomImport,
} from '@crescendo/contracts';
import { courseSchoolYear, isImportableCourse } from '@crescendo/domain';
import { AppException, jobTrace, ServiceClient } from '@crescendo/service-kit';
import { requireStaffMember, type StaffMember } from '../access.js';
import { ClassroomApi } from '../google/classroom-api.js';
import { CLASSROOM_OPTIONS, type ClassroomOptions } from '../classroom.options.js';
import { CourseListings, type ListedCourse } from './course-listings.js';
import { courseJobId, courseJobOptions, coursePriority } from './import-queue.js';
import { ImportQueue } from './import-queue.provider.js';
import { ImportStore } from './import.store.js';
import { ProgressNotifier } from './progress-notifier.js';

/**
 * Spec §4's import flow, the server's half: the importable courses (ACTIVE, current or next school year), then
 * one job per selected course on the `classroom-import` queue. A teacher imports into their own groups; an
 * admin may import for a teacher of the organisation, with their own Google account.
 */
@Injectable()
export class ImportService {
  constructor(
    @Inject(ClassroomApi) private readonly api: ClassroomApi,
    @Inject(ImportStore) private readonly store: ImportStore,
    @Inject(CourseListings) private readonly listings: CourseListings,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(ImportQueue) private readonly imports: ImportQueue,
    @Inject(ProgressNotifier) private readonly progress: ProgressNotifier,
    @Inject(CLASSROOM_OPTIONS) private readonly options: ClassroomOptions,
  ) {}

  async courses(actor: Actor | null, teacherId?: string): Promise<{ courses: ClassroomCourse[] }> {
    const me = requireStaffMember(actor);
    const teacher = await this.teacherFor(actor!, me, teacherId);
    const listed = await this.listImportable(me.userId);
    const { groups } = await this.client.request(
      listClassroomGroups,
      { organizationId: me.organizationId, teacherId: teacher },
      null,
    );
    const imported = new Set(groups.map((group) => group.externalId));
    return { courses: listed.map((course) => ({ ...course, imported: imported.has(course.id) })) };
  }

  async start(
    actor: Actor | null,
    input: { courseIds: string[]; teacherId?: string },
  ): Promise<ClassroomImport> {
    const me = requireStaffMember(actor);
    const teacher = await this.teacherFor(actor!, me, input.teacherId);
    const listed = (await this.listings.last(me.userId)) ?? (await this.listImportable(me.userId));
    const byId = new Map(listed.map((course) => [course.id, course]));
    const courseIds = [...new Set(input.courseIds)];
    const unknown = courseIds.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw AppException.invalid({ courseIds: 'classroom.courseNotImportable' });
    }
    const now = this.options.now();
    const id = randomUUID();
    await this.store.create({
      id,
      organizationId: me.organizationId,
      startedBy: me.userId,
      teacherId: teacher,
      courses: courseIds.map((courseId) => {
        const course = byId.get(courseId)!;
        return {
          courseId,
          name: course.name,
          description: course.description,
          schoolYear: courseSchoolYear(course, now),
        };
      }),
    });
    // Told before a job can start, so that the users see 'queued' before 'running' (events leave in order).
    const started = (await this.store.find(id, me.organizationId))!;
    await this.progress.changed(started, [me.userId, teacher], me.organizationId);
    // Committed first: a crash between the two leaves queued rows the workers' reconciler enqueues.
    await this.imports.queue.addBulk(
      courseIds.map((courseId, position) => ({
        name: 'course',
        // The import's trace goes with each course (when traces are exported): the worker continues it.
        data: { importId: id, courseId, trace: jobTrace() },
        opts: { ...courseJobOptions, jobId: courseJobId(id, courseId), priority: coursePriority(position) },
      })),
    );
    return started;
  }

  async get(actor: Actor | null, importId: string): Promise<ClassroomImport> {
    const me = requireStaffMember(actor);
    const row = await this.store.findRow(importId);
    const mine = row && (row.started_by === me.userId || row.teacher_id === me.userId);
    if (!row || row.organization_id !== me.organizationId || !(mine || me.admin)) {
      throw new AppException('NOT_FOUND', 'classroom.importNotFound');
    }
    return this.store.view(row);
  }

  /** The user's Classroom courses the spec lets in, remembered for the import that follows. */
  private async listImportable(userId: string): Promise<ListedCourse[]> {
    const now = this.options.now();
    const courses = (await this.api.activeCourses(userId))
      .filter((course) => isImportableCourse(course, now))
      .map((course): ListedCourse => ({
        id: course.id!,
        name: course.name ?? course.id!,
        section: course.section ?? null,
        description: course.description ?? null,
        creationTime: course.creationTime!,
        courseState: course.courseState!,
        enrollmentCode: course.enrollmentCode ?? null,
      }));
    await this.listings.keep(userId, courses);
    return courses;
  }

  /** Whose groups the import makes: the teacher's own; an admin names a teacher of the organisation. */
  private async teacherFor(actor: Actor, me: StaffMember, teacherId?: string): Promise<string> {
    const named = teacherId ?? me.userId;
    if (named === me.userId) return named;
    if (!me.admin) throw new AppException('FORBIDDEN', 'classroom.adminImportsForTeacher');
    const { profiles } = await this.client.request(lookupProfiles, { userIds: [named] }, actor);
    const staff = profiles.find((p) => p.id === named && (p.role === 'teacher' || p.role === 'admin'));
    if (!staff) throw new AppException('NOT_FOUND', 'classroom.teacherNotFound');
    return named;
  }
}
