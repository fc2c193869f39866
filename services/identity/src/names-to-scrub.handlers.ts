import { Controller, Inject } from '@nestjs/common';
import { listNamesToScrub, type Actor, type NameToScrub, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

/**
 * `identity.names.to-scrub`: members' names and e-mails of one school, by ids, for Maestro IA's context builder
 * to replace them with stand-ins before a question leaves for a model (issue 30 §3). A system request (actor
 * `null`) only Maestro may send (the NATS boundary); someone not of that school is left out.
 */
@Controller()
export class NamesToScrubHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(listNamesToScrub)
  async list(payload: PayloadOf<typeof listNamesToScrub>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ id: string; first_name: string; last_name: string; email: string }> =
      await this.db.query(
        `SELECT DISTINCT u.id, u.first_name, u.last_name, u.email
           FROM users u JOIN memberships m ON m.user_id = u.id
          WHERE m.organization_id = $1 AND u.id = ANY($2::uuid[])
          ORDER BY u.id`,
        [payload.organizationId, payload.userIds],
      );
    const people: NameToScrub[] = rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
    }));
    return { people };
  }
}
