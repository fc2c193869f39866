import type { Db } from '../db/db.js';
import type { DataSubject } from './personal-data.js';

/**
 * The kit's outbox after a person's erasure (issue 31 §3, decision 0059): events already published that name
 * them (their id, their address anywhere in the payload) go; an event not yet published stays until the relay
 * sends it (the erasure's own `user.deleted` among them): what it tells the other services is the erasure.
 * Answers how many rows went.
 */
export async function eraseFromOutbox(db: Db, subject: DataSubject): Promise<number> {
  const [, count]: [unknown, number] = await db.query(
    `DELETE FROM outbox WHERE published_at IS NOT NULL
        AND (strpos(payload::text, $1) > 0 OR ($2::text IS NOT NULL AND strpos(lower(payload::text), lower($2)) > 0))`,
    [subject.userId, subject.email],
  );
  return count;
}
