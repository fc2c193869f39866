import { Controller, Inject } from '@nestjs/common';
import { sumSchoolPractice, sumSchoolWeeks, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { practicePerSchool, weekFigures } from './school-figures.store.js';
import { cohortArrays, weeksOf } from './school-weeks.js';

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

  /** The board dashboard's week of each school and programme (decision 0050): one statement for the page. */
  @Handles(sumSchoolWeeks)
  async weeks(payload: PayloadOf<typeof sumSchoolWeeks>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const organizationIds = payload.schools.map((school) => school.organizationId);
    const rows = await weekFigures(
      this.db,
      organizationIds,
      cohortArrays(payload.schools),
      payload.fromDay,
      payload.toDay,
    );
    return weeksOf(payload.schools, rows);
  }
}
