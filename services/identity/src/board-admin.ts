import type { Actor } from '@crescendo/contracts';
import { AppException, type Db } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { isBoard } from './board.store.js';

/**
 * The board the actor administers: the role `board-admin` in an organisation that is a board (decision 0050);
 * anyone else, a school's administrator included, is FORBIDDEN.
 */
export async function requireBoardAdmin(db: Db, actor: Actor | null): Promise<string> {
  const known = requireActor(actor);
  if (!known.organizationId || !known.roles.includes('board-admin')) {
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }
  if (!(await isBoard(db, known.organizationId))) throw new AppException('FORBIDDEN', 'common.forbidden');
  return known.organizationId;
}
