import { Controller, Inject } from '@nestjs/common';
import { listNamesToScrub, type Actor, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';
import { directory } from './directory.store.js';

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
    const members = await directory(this.db, payload.organizationId, payload.userIds, null);
    return {
      people: members.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
    };
  }
}
