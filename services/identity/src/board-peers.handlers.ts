import { Controller, Inject, Injectable } from '@nestjs/common';
import { listBoardPeerSchools, type Actor, type BoardPeerSchool, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles, decodeCursor, pageOf } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { organizationPlace } from './policy.store.js';

/**
 * The schools of the actor's board, for the services that work across a board's schools (the inventory's
 * catalogue and loans between schools, issue 27 §8, decision 0074): identity owns the organisations, so it
 * alone says which schools share a board. Asked as a school's staff member; ids and names only.
 */
@Injectable()
export class BoardPeersService {
  constructor(@Inject(Db) private readonly db: Db) {}

  async list(actor: Actor | null, query: PayloadOf<typeof listBoardPeerSchools>) {
    const known = requireActor(actor);
    const staff = known.roles.includes('admin') || known.roles.includes('teacher');
    if (!known.organizationId || !staff) throw new AppException('FORBIDDEN', 'common.forbidden');
    const place = await organizationPlace(this.db, known.organizationId);
    if (place?.kind !== 'school' || !place.boardId) return { boardId: null, schools: [], nextCursor: null };
    const after = query.cursor ? decodeCursor(query.cursor, '') : null;
    const rows: BoardPeerSchool[] = await this.db.query(
      `SELECT id, name FROM organizations
        WHERE board_id = $1 AND kind = 'school'
          AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
          AND ($3::uuid IS NULL OR id > $3::uuid)
        ORDER BY id LIMIT $4`,
      [place.boardId, query.ids ?? null, after?.id ?? null, query.limit + 1],
    );
    const page = pageOf(
      rows,
      query.limit,
      (row) => ({ id: row.id, name: row.name }),
      (row) => ({ key: '', id: row.id }),
    );
    return { boardId: place.boardId, schools: page.items, nextCursor: page.nextCursor };
  }
}

@Controller()
export class BoardPeersHandlers {
  constructor(@Inject(BoardPeersService) private readonly peers: BoardPeersService) {}

  @Handles(listBoardPeerSchools)
  list(payload: PayloadOf<typeof listBoardPeerSchools>, actor: Actor | null) {
    return this.peers.list(actor, payload);
  }
}
