import { Controller, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lookupProfiles, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Handles } from '@crescendo/service-kit';
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
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

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
    const rows = await directory(
      this.db.manager,
      known.organizationId,
      payload.userIds ?? null,
      payload.role ?? null,
    );
    return {
      profiles: rows.map((row) => ({
        id: row.id,
        role: row.role,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        instrument: row.instrument,
      })),
    };
  }
}
