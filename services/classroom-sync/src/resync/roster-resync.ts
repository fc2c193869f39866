import { Inject, Injectable, Logger } from '@nestjs/common';
import { getClassroomGroup, type Group } from '@crescendo/contracts';
import { AppException, ServiceClient } from '@crescendo/service-kit';
import { ClassroomApi, type ClassroomStudent } from '../google/classroom-api.js';
import { courseStudentLinks } from '../push/course-student-links.js';
import { PushStore } from '../push/push.store.js';
import { isEmpty, needsApproval, rosterChange, rosterEntries } from './roster-diff.js';
import { RosterApply } from './roster-apply.js';
import { RosterStore, type LinkRow } from './roster.store.js';

/** The Google connection that reads the course is gone or dead: its owner reconnects, nothing to retry. */
const reconnectKeys = new Set(['classroom.tokenMissing', 'classroom.googleTokenExpired']);
/** Answers another attempt would not change. */
const finalCodes = new Set(['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT']);

export type ResyncOutcome = 'applied' | 'unchanged' | 'pending' | 'rejected-before' | 'skipped';

/**
 * One group's roster re-sync, the body of a `group` job of `classroom-roster-resync` (decision 0036): the
 * course and every page of its roster read with the Google account of its last import (through the quota
 * limiter), compared with the group; a small change applied as the import would, a change that takes out
 * more than 20 % of the students kept for the teacher (unless they already rejected that very change).
 */
@Injectable()
export class RosterResync {
  private readonly logger = new Logger('RosterResync');

  constructor(
    @Inject(ClassroomApi) private readonly api: ClassroomApi,
    @Inject(RosterStore) private readonly store: RosterStore,
    @Inject(RosterApply) private readonly apply: RosterApply,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(PushStore) private readonly pushes: PushStore,
  ) {}

  async run(groupId: string, attempt: { last: boolean }): Promise<ResyncOutcome> {
    const link = await this.store.find(groupId);
    if (!link) return 'skipped';
    try {
      const group = await this.group(link);
      if (!group) {
        // Archived, or without a teacher: left as it is (a click's 'queued' does not stay forever).
        if (await this.store.find(groupId)) await this.store.setStatus(groupId, 'synced');
        return 'skipped';
      }
      await this.store.setStatus(groupId, 'running');
      return await this.resync(link, group);
    } catch (error) {
      const key = error instanceof AppException ? (error.error.messageKey ?? 'common.internal') : null;
      if (key && reconnectKeys.has(key)) {
        await this.store.setStatus(groupId, 'reconnect', { errorKey: key });
        this.logger.warn(`group ${groupId}: the Google connection of ${link.google_user_id} is gone`);
        return 'skipped';
      }
      const final = error instanceof AppException && finalCodes.has(error.code);
      if (!final && !attempt.last) {
        await this.store.setStatus(groupId, 'queued');
        throw error;
      }
      this.logger.warn(`group ${groupId} (course ${link.course_id}) not re-synced: ${describe(error)}`);
      await this.store.setStatus(groupId, 'failed', { errorKey: key ?? 'common.internal' });
      return 'skipped';
    }
  }

  private async resync(link: LinkRow, group: Group): Promise<ResyncOutcome> {
    const course = await this.api.course(link.google_user_id, link.course_id);
    const roster = await this.api.students(link.google_user_id, link.course_id);
    const entries = rosterEntries(roster);
    const facts = { name: course.name ?? group.name, description: course.description ?? null };
    const matched = await this.apply.match(group, entries);
    await this.keepGoogleIds(link, roster, matched);
    const change = rosterChange(group.studentIds, entries, matched);
    if (isEmpty(change)) {
      await this.apply.refresh(group, facts);
      await this.settle(link, 'synced');
      return 'unchanged';
    }
    if (!needsApproval(change)) {
      await this.apply.replace(group, facts, entries);
      // The students just created have their Google ids too.
      await this.keepGoogleIds(link, roster, await this.apply.match(group, entries));
      await this.settle(link, 'synced');
      return 'applied';
    }
    await this.apply.refresh(group, facts);
    if (change.fingerprint === link.rejected_fingerprint) {
      await this.settle(link, 'synced');
      return 'rejected-before';
    }
    await this.store.savePending(link, change);
    await this.store.setStatus(link.group_id, 'pending', { synced: true });
    return 'pending';
  }

  /** The roster's Google ids of the students identity knows, for the coursework push and grade passback. */
  private async keepGoogleIds(
    link: LinkRow,
    roster: ClassroomStudent[],
    students: Array<{ email: string; userId: string | null }>,
  ) {
    await this.pushes.keepCourseStudents(
      link.organization_id,
      link.course_id,
      courseStudentLinks(roster, students),
    );
  }

  /** Nothing waits any more: a change found earlier is superseded by what the roster says now. */
  private async settle(link: LinkRow, status: 'synced') {
    await this.store.dropPending(link.group_id);
    await this.store.setStatus(link.group_id, status, { synced: true });
  }

  /** The group as groups has it; gone, its link goes; archived or without a teacher, left alone. */
  private async group(link: LinkRow): Promise<Group | null> {
    try {
      const { group } = await this.client.request(
        getClassroomGroup,
        { organizationId: link.organization_id, groupId: link.group_id },
        null,
      );
      return group.archived || !group.teacherId ? null : group;
    } catch (error) {
      if (!(error instanceof AppException) || error.code !== 'NOT_FOUND') throw error;
      await this.store.removeGroup(link.group_id);
      return null;
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
