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

/**
 * How many events naming the person this service has still to publish: the erasure sweep waits for them to
 * reach the streams (and be read there) before it calls the person's erasure settled (decision 0069).
 */
export async function outboxWaiting(db: Db, subject: DataSubject): Promise<number> {
  const [{ waiting }] = await db.query<Array<{ waiting: number }>>(
    `SELECT count(*)::int AS waiting FROM outbox WHERE published_at IS NULL
        AND (strpos(payload::text, $1) > 0 OR ($2::text IS NOT NULL AND strpos(lower(payload::text), lower($2)) > 0))`,
    [subject.userId, subject.email],
  );
  return waiting!;
}
