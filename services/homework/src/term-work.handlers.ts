import { Controller, Inject } from '@nestjs/common';
import { listGoalPracticeDays, sumTermWork, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { goalPracticeDays, termWork } from './term-work.store.js';

/**
 * A group's students' work over a term, for their report cards (issue 29 §3): a system request (actor `null`)
 * only the reports service may send (the NATS boundary), after groups said its actor teaches the group.
 */
@Controller()
export class TermWorkHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(sumTermWork)
  async sum(payload: PayloadOf<typeof sumTermWork>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows = await termWork(
      this.db,
      payload.organizationId,
      payload.groupId,
      payload.studentIds,
      payload.fromDay,
      payload.toDay,
    );
    return {
      students: rows.map((row) => ({
        studentId: row.student_id,
        practiceDays: row.practice_days,
        assigned: row.assigned,
        handedIn: row.handed_in,
        graded: row.graded,
        gradedAverage: row.graded_average,
      })),
    };
  }

  /**
   * The days a group's students practised over a goal's weeks (issue 29 §4): a system request only the
   * reports service may send, after groups said its actor teaches or is in the group.
   */
  @Handles(listGoalPracticeDays)
  async goalDays(payload: PayloadOf<typeof listGoalPracticeDays>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    if (payload.studentIds.length === 0) return { days: [] };
    const rows = await goalPracticeDays(
      this.db,
      payload.organizationId,
      payload.studentIds,
      payload.fromDay,
      payload.toDay,
    );
    return { days: rows.map((row) => ({ studentId: row.student_id, day: row.day, flagged: row.flagged })) };
  }
}
