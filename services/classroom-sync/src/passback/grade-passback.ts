import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppException } from '@crescendo/service-kit';
import { ClassroomApi } from '../google/classroom-api.js';
import { PushStore } from '../push/push.store.js';
import type { GradeJobData } from './grade-queue.js';
import { PassbackStore } from './passback.store.js';

/** The Google account can no longer act (401, or no connection): the grade waits for the teacher to reconnect. */
const parkingKeys = new Set(['classroom.googleTokenExpired', 'classroom.tokenMissing']);

/**
 * One grade written to the student's Classroom submission (the body of a `classroom-grades` job): assigned and
 * draft grade, then returned, with the Google account that pushed the coursework (the course's teacher).
 * Never twice: a version already sent does nothing. A 429/5xx that outlived the call's own retries is thrown
 * for BullMQ's next attempt; a 401 parks it; any other refusal is Google's last word.
 */
@Injectable()
export class GradePassback {
  private readonly logger = new Logger('GradePassback');

  constructor(
    @Inject(ClassroomApi) private readonly api: ClassroomApi,
    @Inject(PassbackStore) private readonly passbacks: PassbackStore,
    @Inject(PushStore) private readonly pushes: PushStore,
  ) {}

  async run({ submissionId, version, gradedAt }: GradeJobData): Promise<void> {
    const row = await this.passbacks.find(submissionId);
    // Not committed yet (the job was added inside the event's transaction): the next attempt will see it.
    const older = row && new Date(row.graded_at).getTime() < new Date(gradedAt).getTime();
    if (!row || (row.version !== version && older))
      throw new Error(`grade of submission ${submissionId} not recorded yet`);
    // Superseded by a newer grade (its own job sends it), already sent, or waiting for a reconnection.
    if (row.version !== version || row.status !== 'pending' || row.sent_version === version) return;
    const pushed = await this.pushes.pushed(row.assignment_id);
    if (!pushed) return this.passbacks.settle(submissionId, version, 'skipped', 'coursework unknown');
    const googleIds = await this.pushes.googleIds(row.organization_id, pushed.course_id, [row.student_id]);
    const googleUserId = googleIds.get(row.student_id);
    if (!googleUserId)
      return this.passbacks.settle(submissionId, version, 'skipped', 'student not on the roster');
    try {
      const submission = await this.api.submissionOf(
        pushed.pushed_by,
        pushed.course_id,
        pushed.course_work_id,
        googleUserId,
      );
      if (!submission?.id)
        return this.passbacks.settle(submissionId, version, 'skipped', 'no Classroom submission');
      const at = { courseId: pushed.course_id, courseWorkId: pushed.course_work_id, id: submission.id };
      await this.api.setGrade(pushed.pushed_by, at, row.grade);
      await this.api.returnSubmission(pushed.pushed_by, at);
      await this.passbacks.sent(submissionId, version, row.grade);
    } catch (error) {
      const key = error instanceof AppException ? error.error.messageKey : undefined;
      if (key && parkingKeys.has(key)) {
        this.logger.warn(`grade of submission ${submissionId} parked until Google is reconnected`);
        return this.passbacks.settle(submissionId, version, 'parked', key);
      }
      if (error instanceof AppException && !worthAnotherTry(error)) {
        this.logger.warn(`grade of submission ${submissionId} refused by Google: ${error.message}`);
        return this.passbacks.settle(submissionId, version, 'failed', error.message);
      }
      await this.passbacks.attempted(submissionId, describe(error));
      throw error;
    }
  }
}

/** Busy (429), Google down (5xx, no answer) or a service of ours away: the job is tried again later. */
function worthAnotherTry(error: AppException): boolean {
  if (['RATE_LIMITED', 'TIMEOUT'].includes(error.code)) return true;
  const key = error.error.messageKey;
  if (error.code !== 'UNAVAILABLE' || key === 'classroom.googleApiDisabled') return false;
  const status = Number(error.error.params?.status ?? 0);
  return key !== 'classroom.googleApiError' || status === 0 || status >= 500;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
