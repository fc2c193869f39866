import type { Db } from '@crescendo/service-kit';

export interface FeedLink {
  userId: string;
  organizationId: string;
  /** An admin's feed: every event of the school. */
  everyEvent: boolean;
  groupIds: string[];
}

/** A new token for the person: the previous one stops answering (one address per person and school). */
export async function saveFeedLink(db: Db, link: FeedLink, tokenHash: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO feed_links (user_id, organization_id, token_hash, every_event, group_ids, created_at)
     VALUES ($1, $2, $3, $4, $5::uuid[], $6)
     ON CONFLICT (user_id, organization_id) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, every_event = EXCLUDED.every_event,
           group_ids = EXCLUDED.group_ids, created_at = EXCLUDED.created_at`,
    [link.userId, link.organizationId, tokenHash, link.everyEvent, link.groupIds, at],
  );
}

export async function findFeedLink(db: Db, tokenHash: string): Promise<FeedLink | null> {
  const [row] = await db.query<
    Array<{ user_id: string; organization_id: string; every_event: boolean; group_ids: string[] }>
  >(
    `SELECT user_id, organization_id, every_event, group_ids::text[] AS group_ids FROM feed_links
     WHERE token_hash = $1`,
    [tokenHash],
  );
  return row
    ? {
        userId: row.user_id,
        organizationId: row.organization_id,
        everyEvent: row.every_event,
        groupIds: row.group_ids,
      }
    : null;
}

/** The groups the person's feed carries, as groups answered on their last visit. */
export async function refreshFeedGroups(db: Db, link: FeedLink): Promise<void> {
  await db.query(
    `UPDATE feed_links SET every_event = $3, group_ids = $4::uuid[]
     WHERE user_id = $1 AND organization_id = $2 AND (every_event, group_ids) IS DISTINCT FROM ($3, $4::uuid[])`,
    [link.userId, link.organizationId, link.everyEvent, link.groupIds],
  );
}

/** The functions the use cases call (decision 0047, "Stores injected"): a unit test hands fakes instead. */
export const feedStore = { saveFeedLink, findFeedLink, refreshFeedGroups };
export type FeedStore = typeof feedStore;
export const FEED_STORE = Symbol('FeedStore');
