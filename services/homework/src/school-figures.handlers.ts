import { Controller, Inject } from '@nestjs/common';
import { sumSchoolPractice, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { practicePerSchool } from './school-figures.store.js';

/**
 * A board's figures per school (decision 0050): a system request (actor `null`) only identity may send (the
 * NATS boundary), after it decided the actor administers the board holding these schools.
 */
@Controller()
export class SchoolFiguresHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(sumSchoolPractice)
  async practice(payload: PayloadOf<typeof sumSchoolPractice>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const sums = await practicePerSchool(this.db, payload.organizationIds, payload.fromDay);
    return {
      figures: payload.organizationIds.map((organizationId) => ({
        organizationId,
        ...(sums.get(organizationId) ?? { minutes: 0, students: 0 }),
      })),
    };
  }
}
