import { Controller, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lookupProfiles, type Actor, type DirectoryEntry, type PayloadOf } from '@crescendo/contracts';
import { AppException, Handles } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';

interface DirectoryRow {
  id: string;
  role: DirectoryEntry['role'];
  first_name: string;
  last_name: string;
  email: string;
  instrument: string | null;
}

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
    const rows: DirectoryRow[] = await this.db.query(
      `SELECT u.id, m.role, u.first_name, u.last_name, u.email, u.instrument
         FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE m.organization_id = $1
          AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
          AND ($3::text IS NULL OR m.role = $3)
        ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
      [known.organizationId, payload.userIds ?? null, payload.role ?? null],
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
