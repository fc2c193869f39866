import {
  defaultReminderSettings,
  type ReminderChannel,
  type ReminderKind,
  type ReminderSettings,
} from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

/** A person's 'Rappels' in a school: the defaults (all on) until they choose. */
export async function findReminderSettings(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<ReminderSettings> {
  const [row] = await db.query<
    Array<{ day_before: boolean; two_hours_before: boolean; by_email: boolean; by_push: boolean }>
  >(
    `SELECT day_before, two_hours_before, by_email, by_push FROM reminder_settings
     WHERE organization_id = $1 AND user_id = $2`,
    [organizationId, userId],
  );
  return row
    ? {
        dayBefore: row.day_before,
        twoHoursBefore: row.two_hours_before,
        byEmail: row.by_email,
        byPush: row.by_push,
      }
    : defaultReminderSettings;
}

export async function saveReminderSettings(
  db: Db,
  organizationId: string,
  userId: string,
  settings: ReminderSettings,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO reminder_settings
       (organization_id, user_id, day_before, two_hours_before, by_email, by_push, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (organization_id, user_id) DO UPDATE
       SET day_before = EXCLUDED.day_before, two_hours_before = EXCLUDED.two_hours_before,
           by_email = EXCLUDED.by_email, by_push = EXCLUDED.by_push, updated_at = EXCLUDED.updated_at`,
    [
      organizationId,
      userId,
      settings.dayBefore,
      settings.twoHoursBefore,
      settings.byEmail,
      settings.byPush,
      at,
    ],
  );
}

/** Among `userIds`, those who turned this reminder off, or this channel ('Courriel', 'Notifications'). */
export async function optedOut(
  db: Db,
  organizationId: string,
  userIds: string[],
  kind: ReminderKind,
  channel: ReminderChannel,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const column = kind === 'day-before' ? 'day_before' : 'two_hours_before';
  const by = channel === 'email' ? 'by_email' : 'by_push';
  const rows = await db.query<Array<{ user_id: string }>>(
    `SELECT user_id FROM reminder_settings
     WHERE organization_id = $1 AND user_id = ANY($2::uuid[]) AND NOT (${column} AND ${by})`,
    [organizationId, userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** An event's occurrence on a day (its instants), or null when it no longer happens that day. */
export async function findOccurrence(db: Db, eventId: string, day: string) {
  const [row] = await db.query<Array<{ starts_at: Date; call_at: Date | null }>>(
    `SELECT starts_at, call_at FROM occurrences WHERE event_id = $1 AND occurrence_day = $2::date`,
    [eventId, day],
  );
  return row ? { startsAt: row.starts_at, callAt: row.call_at } : null;
}

/** The days events happen on, as stored (before an edit computes them again, before a deletion). */
export async function occurrenceDaysOf(
  db: Db,
  eventIds: string[],
): Promise<Array<{ eventId: string; day: string }>> {
  if (eventIds.length === 0) return [];
  const rows = await db.query<Array<{ event_id: string; day: string }>>(
    `SELECT event_id, occurrence_day::text AS day FROM occurrences WHERE event_id = ANY($1::uuid[])`,
    [eventIds],
  );
  return rows.map((row) => ({ eventId: row.event_id, day: row.day }));
}

/** How many of an event's occurrences start after `now`, and the first of them. */
export async function comingOccurrences(db: Db, eventId: string, now: Date) {
  const rows = await db.query<Array<{ starts_at: Date; call_at: Date | null; coming: number }>>(
    `SELECT starts_at, call_at, count(*) OVER ()::int AS coming FROM occurrences
     WHERE event_id = $1 AND starts_at > $2 ORDER BY starts_at LIMIT 1`,
    [eventId, now],
  );
  const first = rows[0];
  return first ? { coming: first.coming, startsAt: first.starts_at, callAt: first.call_at } : null;
}

/** True the first time only: the 'Annulé' mail of an event goes once, whatever a job's retries. */
export async function claimCancellationNotice(db: Db, eventId: string, at: Date): Promise<boolean> {
  const rows = await db.query<Array<{ event_id: string }>>(
    `INSERT INTO cancellation_notices (event_id, sent_at) VALUES ($1, $2)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [eventId, at],
  );
  return rows.length > 0;
}

/** The events a group's deletion deletes (those of that group alone) and a school's: their reminders go. */
export async function eventIdsOfGroupAlone(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.query<Array<{ id: string }>>(
    `SELECT id FROM events WHERE group_ids = ARRAY[$1::uuid]`,
    [groupId],
  );
  return rows.map((row) => row.id);
}

export async function eventIdsOfOrganization(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.query<Array<{ id: string }>>(`SELECT id FROM events WHERE organization_id = $1`, [
    organizationId,
  ]);
  return rows.map((row) => row.id);
}
