import { Controller, Inject } from '@nestjs/common';
import { lookupProfiles, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { directory } from './directory.store.js';

/**
 * `identity.profile.lookup`: the members of the actor's own organisation, by ids (a roster's students,
 * the groups' teachers), or every one of a role (an admin choosing a teacher, a teacher a co-teacher; only
 * an admin lists every student). Staff only; an id of
 * another organisation, or of nobody, is left out of the reply rather than refused.
 */
@Controller()
export class ProfileLookupHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(lookupProfiles)
  async lookup(payload: PayloadOf<typeof lookupProfiles>, actor: Actor | null) {
    const known = requireActor(actor);
    const staff = known.roles.includes('admin') || known.roles.includes('teacher');
    if (!known.organizationId || !staff) throw new AppException('FORBIDDEN', 'common.forbidden');
    // Everyone of a role: an admin; a teacher only their colleagues (choosing a co-teacher), never the students.
    const colleagues = payload.role === 'teacher' || payload.role === 'admin';
    if (
      payload.role !== undefined &&
      payload.userIds === undefined &&
      !known.roles.includes('admin') &&
      !colleagues
    ) {
      throw new AppException('FORBIDDEN', 'common.forbidden');
    }
    const profiles = await directory(
      this.db,
      known.organizationId,
      payload.userIds ?? null,
      payload.role ?? null,
    );
    return { profiles };
  }
}
