import { Inject, Injectable } from '@nestjs/common';
import { boardPeerSchoolIdsMax, listBoardPeerSchools, type Actor } from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

/** The schools of the actor's board by id → name; `boardId` null for a standalone school. */
export interface BoardSchoolNames {
  boardId: string | null;
  names: Map<string, string>;
}

/** What the board's use cases ask (`BoardSchools`' methods); a unit test may hand a fake. */
export interface BoardSchoolsPort {
  all(actor: Actor): Promise<BoardSchoolNames>;
  among(actor: Actor, ids: string[]): Promise<BoardSchoolNames>;
}

/**
 * Which schools share the actor's board, and their names (issue 27 §8, decision 0074): identity's answer
 * (`identity.board.peer-schools.list`), asked as the actor. The inventory never re-decides it, and keeps no
 * copy of it: a school moved out of the board is out at the next question.
 */
@Injectable()
export class BoardSchools implements BoardSchoolsPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** Every school of the board, page after page (a board has a few hundred schools at most). */
  async all(actor: Actor): Promise<BoardSchoolNames> {
    const names = new Map<string, string>();
    let cursor: string | undefined;
    let boardId: string | null;
    do {
      const page = await this.client.request(
        listBoardPeerSchools,
        { limit: 200, ...(cursor ? { cursor } : {}) },
        actor,
      );
      boardId = page.boardId;
      for (const school of page.schools) names.set(school.id, school.name);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { boardId, names };
  }

  /** Those of `ids` in the actor's board (another board's, or a standalone school's, are absent). */
  async among(actor: Actor, ids: string[]): Promise<BoardSchoolNames> {
    const unique = [...new Set(ids)];
    const names = new Map<string, string>();
    let boardId: string | null = null;
    for (let start = 0; start < unique.length; start += boardPeerSchoolIdsMax) {
      const chunk = unique.slice(start, start + boardPeerSchoolIdsMax);
      const page = await this.client.request(
        listBoardPeerSchools,
        { ids: chunk, limit: boardPeerSchoolIdsMax },
        actor,
      );
      boardId = page.boardId;
      for (const school of page.schools) names.set(school.id, school.name);
    }
    return { boardId, names };
  }
}
