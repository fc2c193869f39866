import type { Db } from '../db/db.js';
import type { DataSubject } from './personal-data.js';

/**
 * Which outbox rows name the id (anywhere in the payload, or as the row's organisation: a deleted school's
 * sweep, decision 0079) or the address.
 */
const naming = `(strpos(payload::text, $1) > 0 OR organization_id::text = $1
    OR ($2::text IS NOT NULL AND strpos(lower(payload::text), lower($2)) > 0))`;

/**
 * The kit's outbox after a person's erasure (issue 31 §3, decision 0059): events already published that name
 * them (their id, their address anywhere in the payload) go; an event not yet published stays until the relay
 * sends it (the erasure's own `user.deleted` among them): what it tells the other services is the erasure.
 * Answers how many rows went.
 */
export async function eraseFromOutbox(db: Db, subject: DataSubject): Promise<number> {
  const [, count]: [unknown, number] = await db.query(
    `DELETE FROM outbox WHERE published_at IS NOT NULL AND ${naming}`,
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
    `SELECT count(*)::int AS waiting FROM outbox WHERE published_at IS NULL AND ${naming}`,
    [subject.userId, subject.email],
  );
  return waiting!;
}
