import { Inject, Injectable, Logger } from '@nestjs/common';
import { ensureClassroomStudents, upsertClassroomGroup, type ImportCourseStatus } from '@crescendo/contracts';
import { AppException, ServiceClient } from '@crescendo/service-kit';
import { ClassroomApi, type ClassroomStudent } from '../google/classroom-api.js';
import { RosterStore } from '../resync/roster.store.js';
import { ImportStore, terminal, type CourseWork } from './import.store.js';
import { ProgressPacer } from './progress-pacer.js';
import { courseStudentLinks } from '../push/course-student-links.js';
import { PushStore } from '../push/push.store.js';

/** Google's or our answer that another attempt would not change: the course counts as failed at once. */
const finalCodes = new Set(['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT']);

/**
 * What a failed course says in the progress and the result: Google's or a service's own words when they
 * say what went wrong, else (a crash, a timeout, a generic `common.*` answer) spec §8's 'Erreur lors de la
 * création du groupe'.
 */
export function failureKey(error: unknown): string {
  const key = error instanceof AppException ? error.error.messageKey : undefined;
  return key && !key.startsWith('common.') ? key : 'classroom.groupCreationFailed';
}

export interface Attempt {
  /** 1 for the first run of the job. */
  number: number;
  last: boolean;
}

/**
 * One course of an import (spec §4, 'Course import'), the body of a `classroom-import` job: every page of its
 * roster, its students matched or created by identity, its group created or updated by groups. Safe to run
 * twice (a worker killed mid-way, Redis restarted): a course already done is left, and both owners upsert.
 */
@Injectable()
export class CourseImport {
  private readonly logger = new Logger('CourseImport');

  constructor(
    @Inject(ClassroomApi) private readonly api: ClassroomApi,
    @Inject(ImportStore) private readonly store: ImportStore,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(ProgressPacer) private readonly progress: ProgressPacer,
    @Inject(RosterStore) private readonly rosters: RosterStore,
    @Inject(PushStore) private readonly pushes: PushStore,
  ) {}

  async run(importId: string, courseId: string, attempt: Attempt): Promise<void> {
    const work = await this.store.work(importId, courseId);
    if (!work || terminal.includes(work.status)) return;
    // Marked running while Google is asked: the first call does not wait for the database.
    const running = work.status === 'queued' ? this.moveTo(work, { status: 'running' }) : undefined;
    try {
      const [roster] = await Promise.all([this.api.students(work.started_by, courseId), running]);
      const studentIds = await this.saveStudents(work, roster, attempt);
      const { group, created } = await this.client.request(
        upsertClassroomGroup,
        {
          organizationId: work.organization_id,
          teacherId: work.teacher_id,
          externalId: courseId,
          name: work.name,
          description: work.description,
          schoolYear: work.school_year,
          studentIds,
        },
        null,
      );
      // Roster re-sync (decision 0036) reads this course again, with the Google account that imported it.
      await this.rosters.link({
        groupId: group.id,
        organizationId: work.organization_id,
        courseId,
        googleUserId: work.started_by,
      });
      await this.moveTo(work, {
        status: created ? 'created' : 'updated',
        groupId: group.id,
        studentCount: group.studentCount,
      });
    } catch (error) {
      // Whatever failed, 'running' is written before what follows it.
      await running?.catch(() => undefined);
      const final = error instanceof AppException && finalCodes.has(error.code);
      if (!final && !attempt.last) throw error;
      const errorKey = failureKey(error);
      this.logger.warn(`course ${courseId} of import ${importId} failed: ${describe(error)}`);
      await this.moveTo(work, { status: 'failed', errorKey });
    }
  }

  /**
   * The roster's accounts as students of the organisation. Spec §4: failing to save them is only a warning:
   * the group is still made (its students left as they were) once the job has no attempt left.
   */
  private async saveStudents(
    work: CourseWork,
    roster: ClassroomStudent[],
    attempt: Attempt,
  ): Promise<string[] | null> {
    const students = roster.flatMap((entry) => {
      const email = entry.profile?.emailAddress?.trim().toLowerCase();
      if (!email) return [];
      return [
        {
          email,
          firstName: entry.profile?.name?.givenName ?? '',
          lastName: entry.profile?.name?.familyName ?? '',
        },
      ];
    });
    try {
      const reply = await this.client.request(
        ensureClassroomStudents,
        { organizationId: work.organization_id, teacherId: work.teacher_id, groupName: work.name, students },
        null,
      );
      await this.pushes.keepCourseStudents(
        work.organization_id,
        work.course_id,
        courseStudentLinks(roster, reply.students),
      );
      return reply.students.flatMap((student) => (student.userId ? [student.userId] : []));
    } catch (error) {
      // Identity slow or away for a moment: the job is tried again; only its last attempt gives up on them.
      const passing = error instanceof AppException && ['TIMEOUT', 'UNAVAILABLE'].includes(error.code);
      if (passing && !attempt.last) throw error;
      this.logger.warn(`students of course ${work.course_id} not saved: ${describe(error)}`);
      return null;
    }
  }

  private async moveTo(
    work: CourseWork,
    change: { status: ImportCourseStatus; groupId?: string; studentCount?: number; errorKey?: string },
  ): Promise<void> {
    if (!(await this.store.setCourse(work.import_id, work.course_id, change))) return;
    const ended = terminal.includes(change.status) && (await this.store.finishIfDone(work.import_id));
    await this.progress.changed(work.import_id, ended);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
