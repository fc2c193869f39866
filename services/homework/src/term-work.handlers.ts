import { Controller, Inject } from '@nestjs/common';
import { sumTermWork, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { termWork } from './term-work.store.js';

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
}
