import { Inject, Injectable } from '@nestjs/common';
import { homeworkFilesRead, type Actor, type PracticeSummary } from '@crescendo/contracts';
import {
  Db,
  GroupsAccess,
  Outbox,
  recordFilesRead,
  requireStaff,
  type OutboxPort,
} from '@crescendo/service-kit';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import { summaryRows } from './practice-summary.store.js';
import { toPracticeSummary } from './sql/practice-replies.js';
import type { Period } from './practice.store.js';

/** The teacher's overview of a group's practice over a period. */
@Injectable()
export class PracticeSummaryService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccess,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  /**
   * Those who teach the group (groups decides: its teachers, the admins of its school); the students are
   * those in the group now.
   */
  async summary(actor: Actor | null, query: { groupId: string } & Period): Promise<PracticeSummary> {
    const viewer = requireStaff(actor);
    const { group } = await this.access.require(actor!, query.groupId, 'teach', {
      forbidden: 'homework.notYourGroup',
    });
    const period = { from: query.from, to: query.to };
    const rows =
      group.studentIds.length === 0
        ? []
        : await summaryRows(this.db, viewer.organizationId, group.studentIds, period);
    // 'Journal des consultations' (issue 31 §4): every student of the group has a line, practice or none.
    await recordFilesRead(this.db, this.outbox, homeworkFilesRead, {
      reader: viewer,
      category: 'practice',
      reference: `practiceSummary:group:${group.id}`,
      studentIds: group.studentIds,
      at: this.options.now(),
    });
    return toPracticeSummary(group.id, group.studentIds, period, rows);
  }
}
