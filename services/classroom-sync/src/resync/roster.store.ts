import type { Db } from '@crescendo/service-kit';
import type { RosterSyncStatus } from '@crescendo/contracts';

/** A Google-linked group: the course it reads, whose Google connection reads it, the last re-sync. */
export interface LinkRow {
  group_id: string;
  organization_id: string;
  course_id: string;
  google_user_id: string;
  status: RosterSyncStatus | null;
  error_key: string | null;
  last_synced_at: Date | null;
  rejected_fingerprint: string | null;
}

export interface RosterJoin {
  email: string;
  firstName: string;
  lastName: string;
  /** A student of the organisation already; `null`: created (and told) when the change is applied. */
  studentId: string | null;
}

export interface RosterChange {
  joins: RosterJoin[];
  leaves: Array<{ studentId: string }>;
  studentCount: number;
  fingerprint: string;
}

export interface ChangeRow {
  group_id: string;
  organization_id: string;
  joins: RosterJoin[];
  leaves: Array<{ studentId: string }>;
  student_count: number;
  fingerprint: string;
  found_at: Date;
}

/** The linked groups and their waiting changes (schema `classroom_sync`, decision 0036). */
export class RosterStore {
  constructor(private readonly db: Db) {}

  /** An import made or updated the group: it is re-synced with that course, read with that Google account. */
  async link(input: { groupId: string; organizationId: string; courseId: string; googleUserId: string }) {
    await this.db.query(
      `INSERT INTO roster_links (group_id, organization_id, course_id, google_user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (group_id) DO UPDATE SET course_id = $3, google_user_id = $4, updated_at = now()`,
      [input.groupId, input.organizationId, input.courseId, input.googleUserId],
    );
  }

  async find(groupId: string): Promise<LinkRow | null> {
    const [row]: LinkRow[] = await this.db.query(`SELECT * FROM roster_links WHERE group_id = $1`, [groupId]);
    return row ?? null;
  }

  /** The linked groups after `after` (group ids in order): the scheduled sweep reads them a page at a time. */
  async page(after: string | null, limit: number): Promise<string[]> {
    const rows: Array<{ group_id: string }> = await this.db.query(
      `SELECT group_id FROM roster_links WHERE ($1::uuid IS NULL OR group_id > $1::uuid) ORDER BY group_id LIMIT $2`,
      [after, limit],
    );
    return rows.map((row) => row.group_id);
  }

  async setStatus(
    groupId: string,
    status: RosterSyncStatus,
    more: { errorKey?: string | null; synced?: boolean } = {},
  ): Promise<void> {
    await this.db.query(
      `UPDATE roster_links SET status = $2, error_key = $3,
         last_synced_at = CASE WHEN $4 THEN now() ELSE last_synced_at END, updated_at = now()
       WHERE group_id = $1`,
      [groupId, status, more.errorKey ?? null, more.synced ?? false],
    );
  }

  async change(groupId: string): Promise<ChangeRow | null> {
    const [row]: ChangeRow[] = await this.db.query(`SELECT * FROM roster_changes WHERE group_id = $1`, [
      groupId,
    ]);
    return row ?? null;
  }

  /** The change waits; found again unchanged, it keeps the time it was first found. */
  async savePending(link: LinkRow, change: RosterChange): Promise<void> {
    await this.db.query(
      `INSERT INTO roster_changes (group_id, organization_id, joins, leaves, student_count, fingerprint)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)
       ON CONFLICT (group_id) DO UPDATE SET joins = $3::jsonb, leaves = $4::jsonb, student_count = $5,
         fingerprint = $6,
         found_at = CASE WHEN roster_changes.fingerprint = $6 THEN roster_changes.found_at ELSE now() END`,
      [
        link.group_id,
        link.organization_id,
        JSON.stringify(change.joins),
        JSON.stringify(change.leaves),
        change.studentCount,
        change.fingerprint,
      ],
    );
  }

  async dropPending(groupId: string): Promise<void> {
    await this.db.query(`DELETE FROM roster_changes WHERE group_id = $1`, [groupId]);
  }

  /** The teacher said no: the group stays, and this very change is not asked again. */
  async reject(groupId: string, fingerprint: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM roster_changes WHERE group_id = $1`, [groupId]);
      await tx.query(
        `UPDATE roster_links SET rejected_fingerprint = $2, status = 'synced', error_key = NULL,
           updated_at = now() WHERE group_id = $1`,
        [groupId, fingerprint],
      );
    });
  }

  async removeGroup(groupId: string): Promise<void> {
    await this.db.query(`DELETE FROM roster_links WHERE group_id = $1`, [groupId]);
  }

  /** An erased user's Google account reads no course any more (the teacher re-imports to link it again). */
  async removeUser(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM roster_links WHERE google_user_id = $1`, [userId]);
  }

  async removeOrganization(organizationId: string): Promise<void> {
    await this.db.query(`DELETE FROM roster_links WHERE organization_id = $1`, [organizationId]);
  }
}
