import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * `count` subscribed calendar addresses of one school, written in the planning's `feed_links` as
 * `planning.feed.create` writes them (the token's SHA-256 only), answered as tokens: each a person of the
 * school following one of its groups (round robin), every 20th a staff member's feed of every event. The
 * people have no account: a feed is read by its token alone, and names nobody. Through the API each would be
 * a sign-in and a `POST /planning/feed` per person.
 */
export async function seedFeedLinks(
  databaseUrl: string,
  school: { organizationId: string; groupIds: string[] },
  count: number,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO planning.feed_links (user_id, organization_id, token_hash, every_event, group_ids, created_at)
       SELECT gen_random_uuid(), $1, h.hash, h.n % 20 = 0,
         CASE WHEN h.n % 20 = 0 THEN '{}'::uuid[] ELSE ARRAY[($2::uuid[])[1 + h.n % cardinality($2::uuid[])]] END,
         now()
       FROM unnest($3::text[]) WITH ORDINALITY AS h (hash, n)`,
      [school.organizationId, school.groupIds, hashes],
    );
    await db.query('ANALYZE planning.feed_links');
  } finally {
    await db.end();
  }
  return tokens;
}
