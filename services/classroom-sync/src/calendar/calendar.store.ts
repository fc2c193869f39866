import type { PlannedEvent } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';
import { randomUUID } from 'node:crypto';

export type PublicationProblem = 'reconnect' | 'consent' | 'calendarDeleted';

export interface PublicationRow {
  id: string;
  user_id: string;
  group_id: string;
  organization_id: string;
  calendar_id: string | null;
  /** 'Crescendo — <groupe>', as the calendar was named when it was made. */
  calendar_name: string | null;
  active: boolean;
  problem: PublicationProblem | null;
}

/** What the teacher's calendar should show of an event: the planning's event now, or nothing any more. */
export type WantedEvent = PlannedEvent | { removed: true };

export interface LinkRow {
  publication_id: string;
  event_id: string;
  wanted: WantedEvent;
  wanted_sequence: number;
  sent_sequence: number | null;
  /** The occurrence's day → its event's id at Google. */
  google_event_ids: Record<string, string>;
  status: 'pending' | 'sent' | 'failed';
}

export interface LinkCounts {
  pending: number;
  published: number;
  failed: number;
}

/**
 * The `calendar_publications` and `calendar_event_links` tables (issue 28 §7): per teacher and group, the
 * calendar made once and whether it is kept in step; per event, what is wanted at Google (a version per
 * planning `sequence`) and what was written, with the Google id of each occurrence.
 */
export class CalendarStore {
  constructor(private readonly db: Db) {}

  async publication(userId: string, groupId: string): Promise<PublicationRow | null> {
    const [row] = await this.db.query<PublicationRow[]>(
      `SELECT * FROM calendar_publications WHERE user_id = $1 AND group_id = $2`,
      [userId, groupId],
    );
    return row ?? null;
  }

  async publicationById(id: string): Promise<PublicationRow | null> {
    const [row] = await this.db.query<PublicationRow[]>(`SELECT * FROM calendar_publications WHERE id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** On (again), its problem forgotten; the calendar id, if one was made, kept. */
  async start(input: { userId: string; groupId: string; organizationId: string }): Promise<PublicationRow> {
    const [row] = await this.db.query<PublicationRow[]>(
      `INSERT INTO calendar_publications (id, user_id, group_id, organization_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, group_id) DO UPDATE SET active = true, problem = NULL, updated_at = now()
       RETURNING *`,
      [randomUUID(), input.userId, input.groupId, input.organizationId],
    );
    return row!;
  }

  /** Runs `work` holding the publication's lock (two 'Publier' at once make one calendar). */
  async locked<T>(publicationId: string, work: (row: PublicationRow, tx: CalendarStore) => Promise<T>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<PublicationRow[]>(
        `SELECT * FROM calendar_publications WHERE id = $1 FOR UPDATE`,
        [publicationId],
      );
      return work(row!, new CalendarStore(tx));
    });
  }

  async setCalendar(publicationId: string, calendarId: string, name: string): Promise<void> {
    await this.db.query(
      `UPDATE calendar_publications SET calendar_id = $2, calendar_name = $3, updated_at = now() WHERE id = $1`,
      [publicationId, calendarId, name],
    );
  }

  async stop(userId: string, groupId: string): Promise<void> {
    await this.db.query(
      `UPDATE calendar_publications SET active = false, updated_at = now() WHERE user_id = $1 AND group_id = $2`,
      [userId, groupId],
    );
  }

  /**
   * The teacher deleted the calendar in Google Agenda: the publication forgets it and what it wrote there (the
   * events are gone with it), so that 'Publier' again makes a new calendar and writes every event anew.
   */
  async forgetCalendar(publicationId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        // The name stays, to say which calendar was deleted.
        `UPDATE calendar_publications SET calendar_id = NULL, updated_at = now() WHERE id = $1`,
        [publicationId],
      );
      await tx.query(
        `UPDATE calendar_event_links SET sent_sequence = NULL, google_event_ids = '{}'::jsonb,
           status = CASE WHEN status = 'sent' THEN 'pending' ELSE status END
         WHERE publication_id = $1`,
        [publicationId],
      );
    });
  }

  async setProblem(publicationId: string, problem: PublicationProblem | null): Promise<void> {
    await this.db.query(`UPDATE calendar_publications SET problem = $2, updated_at = now() WHERE id = $1`, [
      publicationId,
      problem,
    ]);
  }

  /**
   * The publications on that an event concerns: of its groups (all of the school's for a whole-school event, no
   * group), or that wrote it before (it may have left one).
   */
  async concerned(organizationId: string, groupIds: string[], eventId: string): Promise<PublicationRow[]> {
    return this.db.query<PublicationRow[]>(
      `SELECT p.* FROM calendar_publications p
       WHERE p.organization_id = $1 AND p.active
         AND (p.group_id = ANY($2::uuid[]) OR cardinality($2::uuid[]) = 0
              OR EXISTS (SELECT 1 FROM calendar_event_links l WHERE l.publication_id = p.id AND l.event_id = $3))`,
      [organizationId, groupIds, eventId],
    );
  }

  /**
   * A newer version wanted at Google (a later `sequence`, or the same one after a refusal): pending again.
   * False when what is recorded is as new (a redelivered event, an older listing).
   */
  async want(
    publicationId: string,
    eventId: string,
    wanted: WantedEvent,
    sequence: number,
  ): Promise<boolean> {
    const rows = await this.db.query<Array<{ event_id: string }>>(
      `INSERT INTO calendar_event_links (publication_id, event_id, wanted, wanted_sequence)
       VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (publication_id, event_id) DO UPDATE
         SET wanted = EXCLUDED.wanted, wanted_sequence = EXCLUDED.wanted_sequence, status = 'pending',
             error = NULL, updated_at = now()
       WHERE calendar_event_links.wanted_sequence < EXCLUDED.wanted_sequence
          OR (calendar_event_links.wanted_sequence = EXCLUDED.wanted_sequence
              AND calendar_event_links.status = 'failed')
       RETURNING event_id`,
      [publicationId, eventId, JSON.stringify(wanted), sequence],
    );
    return rows.length > 0;
  }

  async link(publicationId: string, eventId: string): Promise<LinkRow | null> {
    const [row] = await this.db.query<LinkRow[]>(
      `SELECT * FROM calendar_event_links WHERE publication_id = $1 AND event_id = $2`,
      [publicationId, eventId],
    );
    return row ?? null;
  }

  /** Written at Google: the ids kept; 'sent' unless a newer version came meanwhile (its own job writes it). */
  async sent(publicationId: string, eventId: string, sequence: number, ids: Record<string, string>) {
    await this.db.query(
      `UPDATE calendar_event_links SET sent_sequence = $3, google_event_ids = $4::jsonb,
         status = CASE WHEN wanted_sequence = $3 THEN 'sent' ELSE status END, error = NULL, updated_at = now()
       WHERE publication_id = $1 AND event_id = $2`,
      [publicationId, eventId, sequence, JSON.stringify(ids)],
    );
  }

  /** Google's last word was no (not a busy or failing Google): kept with its reason, not tried again. */
  async failed(publicationId: string, eventId: string, sequence: number, error: string) {
    await this.db.query(
      `UPDATE calendar_event_links SET status = 'failed', error = $4, updated_at = now()
       WHERE publication_id = $1 AND event_id = $2 AND wanted_sequence = $3`,
      [publicationId, eventId, sequence, error.slice(0, 500)],
    );
  }

  async counts(publicationId: string): Promise<LinkCounts> {
    const [row] = await this.db.query<Array<{ pending: number; published: number; failed: number }>>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'sent')::int AS published,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM calendar_event_links WHERE publication_id = $1`,
      [publicationId],
    );
    return row ?? { pending: 0, published: 0, failed: 0 };
  }

  /** What still waits to be written: on 'Publier' again, and for the reconciler (pending for `olderThanMs`). */
  async pending(filter: { publicationId?: string; olderThanMs?: number }) {
    return this.db.query<Array<{ publication_id: string; event_id: string; wanted_sequence: number }>>(
      `SELECT l.publication_id, l.event_id, l.wanted_sequence FROM calendar_event_links l
       JOIN calendar_publications p ON p.id = l.publication_id
       WHERE l.status = 'pending' AND p.active AND p.problem IS NULL
         AND ($1::uuid IS NULL OR l.publication_id = $1)
         AND ($2::int IS NULL OR l.updated_at < now() - make_interval(secs => $2::int / 1000.0))
       ORDER BY l.updated_at LIMIT 1000`,
      [filter.publicationId ?? null, filter.olderThanMs ?? null],
    );
  }

  /** A group deleted: its publications go (nothing is removed from Google). */
  async removeGroup(groupId: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_publications WHERE group_id = $1`, [groupId]);
  }

  async removeUser(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_publications WHERE user_id = $1`, [userId]);
  }

  async removeOrganization(organizationId: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_publications WHERE organization_id = $1`, [organizationId]);
  }
}
