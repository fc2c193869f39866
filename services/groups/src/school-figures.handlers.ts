import { Controller, Inject } from '@nestjs/common';
import { countSchoolGroups, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { countGroupsPerSchool } from './school-figures.store.js';

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
}
