import { Controller, Inject } from '@nestjs/common';
import { listStudentInstruments, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

/**
 * `identity.instruments.list`: the profile's instrument of members of one school, for the sections of a
 * group's goal (issue 29 §4). A system request (actor `null`) only the reports may send (the NATS boundary),
 * after groups answered for the actor; someone not of that school is left out. No name is given.
 */
@Controller()
export class StudentInstrumentsHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(listStudentInstruments)
  async list(payload: PayloadOf<typeof listStudentInstruments>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ id: string; instrument: string | null }> = await this.db.query(
      `SELECT DISTINCT u.id, u.instrument
         FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE m.organization_id = $1 AND u.id = ANY($2::uuid[])
        ORDER BY u.id`,
      [payload.organizationId, payload.userIds],
    );
    return { instruments: rows.map((row) => ({ userId: row.id, instrument: row.instrument })) };
  }
}
