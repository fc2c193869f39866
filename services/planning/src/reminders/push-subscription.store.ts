import { maxPushSubscriptionsPerPerson, type PushSubscriptionInput } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

/** A device that receives a person's reminders, as the push service needs it. */
export interface StoredPushSubscription {
  endpoint: string;
  userId: string;
  keys: { p256dh: string; auth: string };
  /** The calendar page of the person's portal, opened by a click on the notification. */
  openPath: string;
}

/**
 * This device receives the person's reminders: its endpoint is one browser's, so a device someone else had
 * activated moves to this person; past `maxPushSubscriptionsPerPerson`, their oldest devices are forgotten.
 */
export async function savePushSubscription(
  db: Db,
  organizationId: string,
  userId: string,
  subscription: PushSubscriptionInput,
  openPath: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO push_subscriptions (endpoint, organization_id, user_id, p256dh, auth, open_path, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (endpoint) DO UPDATE
         SET organization_id = EXCLUDED.organization_id, user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
             auth = EXCLUDED.auth, open_path = EXCLUDED.open_path, created_at = EXCLUDED.created_at`,
      [
        subscription.endpoint,
        organizationId,
        userId,
        subscription.keys.p256dh,
        subscription.keys.auth,
        openPath,
        at,
      ],
    );
    await tx.query(
      `DELETE FROM push_subscriptions WHERE endpoint IN (
         SELECT endpoint FROM push_subscriptions WHERE organization_id = $1 AND user_id = $2
         ORDER BY created_at DESC, endpoint OFFSET $3)`,
      [organizationId, userId, maxPushSubscriptionsPerPerson],
    );
  });
}

/** The person's own device only: another's endpoint is left as it is. */
export async function removePushSubscription(
  db: Db,
  organizationId: string,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  // A DELETE answers [rows, count] (decision 0047).
  const [, removed] = await db.query<[unknown[], number]>(
    `DELETE FROM push_subscriptions WHERE endpoint = $1 AND organization_id = $2 AND user_id = $3`,
    [endpoint, organizationId, userId],
  );
  return removed > 0;
}

/** The devices of these people in a school. */
export async function pushSubscriptionsOf(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<StoredPushSubscription[]> {
  if (userIds.length === 0) return [];
  const rows = await db.query<
    Array<{ endpoint: string; user_id: string; p256dh: string; auth: string; open_path: string }>
  >(
    `SELECT endpoint, user_id, p256dh, auth, open_path FROM push_subscriptions
     WHERE organization_id = $1 AND user_id = ANY($2::uuid[]) ORDER BY user_id, created_at`,
    [organizationId, userIds],
  );
  return rows.map((row) => ({
    endpoint: row.endpoint,
    userId: row.user_id,
    keys: { p256dh: row.p256dh, auth: row.auth },
    openPath: row.open_path,
  }));
}

/** The push service answered that this device no longer takes messages (404, 410): it is forgotten. */
export async function forgetPushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
}
