import { Controller, Inject } from '@nestjs/common';
import { countSchoolGroups, listSchoolCohorts, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { cohortsOf } from './school-cohorts.js';
import { countGroupsPerSchool, groupsWithStudents } from './school-figures.store.js';

/**
 * A board's figures per school (decision 0050): a system request (actor `null`) only identity may send (the
 * NATS boundary), after it decided the actor administers the board holding these schools.
 */
@Controller()
export class SchoolFiguresHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(countSchoolGroups)
  async count(payload: PayloadOf<typeof countSchoolGroups>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const counts = await countGroupsPerSchool(this.db, payload.organizationIds);
    return {
      figures: payload.organizationIds.map((organizationId) => ({
        organizationId,
        groups: counts.get(organizationId) ?? 0,
      })),
    };
  }

  /** The board dashboard's programmes of each school, with their groups and students (decision 0050). */
  @Handles(listSchoolCohorts)
  async cohorts(payload: PayloadOf<typeof listSchoolCohorts>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows = await groupsWithStudents(this.db, payload.organizationIds);
    return { schools: cohortsOf(payload.organizationIds, rows) };
  }
}
