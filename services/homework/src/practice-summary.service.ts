import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PracticeSummary } from '@crescendo/contracts';
import { Db, GroupsAccess, requireStaff } from '@crescendo/service-kit';
import { summaryRows, type SummaryRow } from './practice-summary.store.js';
import type { Period } from './practice.store.js';

/** The teacher's overview of a group's practice over a period. */
@Injectable()
export class PracticeSummaryService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccess,
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
    return toSummary(group.id, group.studentIds, period, rows);
  }
}

function toSummary(
  groupId: string,
  studentIds: string[],
  period: Period,
  rows: SummaryRow[],
): PracticeSummary {
  const perStudent = new Map<string, SummaryRow>();
  const days: PracticeSummary['days'] = [];
  for (const row of rows) {
    if (row.student_id !== null) perStudent.set(row.student_id, row);
    else if (row.day !== null)
      days.push({ date: row.day, minutes: row.minutes, reports: row.reports, students: row.entries });
  }
  days.sort((a, b) => (a.date < b.date ? -1 : 1));
  const students = studentIds.map((studentId) => {
    const row = perStudent.get(studentId);
    return {
      studentId,
      reports: row?.reports ?? 0,
      minutes: row?.minutes ?? 0,
      practiceDays: row?.entries ?? 0,
      lastPracticeDate: row?.last_day ?? null,
    };
  });
  return { groupId, ...period, students, days };
}
