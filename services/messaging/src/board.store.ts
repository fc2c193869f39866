import type { Announcement, CourseNote } from '@crescendo/contracts';
import { atKey, cutPage, type PageCursor } from './page-cursor.js';
import type { Db } from '@crescendo/service-kit';

export interface AnnouncementRow {
  id: string;
  organization_id: string;
  group_id: string;
  author_id: string | null;
  author_name: string | null;
  title: string;
  content: string;
  created_at: Date;
}

export interface NoteRow {
  id: string;
  organization_id: string;
  group_id: string;
  author_id: string | null;
  title: string;
  content: string;
  shared: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    groupId: row.group_id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toNote(row: NoteRow): CourseNote {
  return {
    id: row.id,
    groupId: row.group_id,
    authorId: row.author_id,
    title: row.title,
    content: row.content,
    shared: row.shared,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function insertAnnouncement(
  db: Db,
  row: Omit<AnnouncementRow, 'created_at'>,
): Promise<AnnouncementRow> {
  const [saved]: AnnouncementRow[] = await db.query(
    `INSERT INTO announcements (id, organization_id, group_id, author_id, author_name, title, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [row.id, row.organization_id, row.group_id, row.author_id, row.author_name, row.title, row.content],
  );
  return saved!;
}

type Page<T> = Promise<{ rows: Array<T & { at_key: string }>; nextCursor: string | null }>;

/**
 * A page of the announcements of some groups, newest first: one index range per group (a lateral join,
 * `announcements_by_group`), each cut at the page's size after the cursor, then merged; `limit` rows and
 * whether more follow.
 */
export async function announcementsPage(
  db: Db,
  organizationId: string,
  groupIds: string[],
  after: PageCursor | null,
  limit: number,
): Page<AnnouncementRow> {
  if (groupIds.length === 0) return { rows: [], nextCursor: null };
  const values: unknown[] = [organizationId, groupIds, limit + 1];
  const afterCursor = after
    ? `AND (a.created_at, a.id) < ($${values.push(after.at)}::timestamptz, $${values.push(after.id)}::uuid)`
    : '';
  const rows: Array<AnnouncementRow & { at_key: string }> = await db.query(
    `SELECT page.* FROM unnest($2::uuid[]) AS g(id) CROSS JOIN LATERAL (
       SELECT a.*, ${atKey('a.created_at')} FROM announcements a
       WHERE a.group_id = g.id AND a.organization_id = $1 ${afterCursor}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $3) AS page
     ORDER BY page.created_at DESC, page.id DESC LIMIT $3`,
    values,
  );
  return cutPage(rows, limit, organizationId);
}

export async function findAnnouncement(
  db: Db,
  organizationId: string,
  id: string,
): Promise<AnnouncementRow | null> {
  const rows: AnnouncementRow[] = await db.query(
    `SELECT * FROM announcements WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function insertNote(db: Db, row: Omit<NoteRow, 'created_at' | 'updated_at'>): Promise<NoteRow> {
  const [saved]: NoteRow[] = await db.query(
    `INSERT INTO course_notes (id, organization_id, group_id, author_id, title, content, shared)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [row.id, row.organization_id, row.group_id, row.author_id, row.title, row.content, row.shared],
  );
  return saved!;
}

/** A page of a group's notes (only the shared ones: `sharedOnly`), newest first. */
export async function notesPage(
  db: Db,
  organizationId: string,
  groupId: string,
  sharedOnly: boolean,
  after: PageCursor | null,
  limit: number,
): Page<NoteRow> {
  const values: unknown[] = [organizationId, groupId, sharedOnly, limit + 1];
  const afterCursor = after
    ? `AND (n.created_at, n.id) < ($${values.push(after.at)}::timestamptz, $${values.push(after.id)}::uuid)`
    : '';
  const rows: Array<NoteRow & { at_key: string }> = await db.query(
    `SELECT n.*, ${atKey('n.created_at')} FROM course_notes n
     WHERE n.organization_id = $1 AND n.group_id = $2 AND (n.shared OR NOT $3) ${afterCursor}
     ORDER BY n.created_at DESC, n.id DESC LIMIT $4`,
    values,
  );
  return cutPage(rows, limit, organizationId);
}

export async function findNote(db: Db, organizationId: string, id: string): Promise<NoteRow | null> {
  const rows: NoteRow[] = await db.query(
    `SELECT * FROM course_notes WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function updateNote(
  db: Db,
  id: string,
  change: { title?: string; content?: string; shared?: boolean },
): Promise<NoteRow> {
  const [[saved]]: [NoteRow[]] = await db.query(
    `UPDATE course_notes SET title = coalesce($2, title), content = coalesce($3, content),
       shared = coalesce($4, shared), updated_at = clock_timestamp()
     WHERE id = $1 RETURNING *`,
    [id, change.title ?? null, change.content ?? null, change.shared ?? null],
  );
  return saved!;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM announcements WHERE id = $1`, [id]);
}

export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM course_notes WHERE id = $1`, [id]);
}

/**
 * Announcements and course notes: what a service injects under `BOARD_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const boardStore = {
  insertAnnouncement,
  announcementsPage,
  findAnnouncement,
  deleteAnnouncement,
  insertNote,
  notesPage,
  findNote,
  updateNote,
  deleteNote,
};
export type BoardStore = typeof boardStore;
export const BOARD_STORE = Symbol('BoardStore');
