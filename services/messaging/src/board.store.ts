import type { EntityManager } from 'typeorm';
import type { Announcement, CourseNote } from '@crescendo/contracts';

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
  manager: EntityManager,
  row: Omit<AnnouncementRow, 'created_at'>,
): Promise<AnnouncementRow> {
  const [saved]: AnnouncementRow[] = await manager.query(
    `INSERT INTO announcements (id, organization_id, group_id, author_id, author_name, title, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [row.id, row.organization_id, row.group_id, row.author_id, row.author_name, row.title, row.content],
  );
  return saved!;
}

export function announcementsOf(
  manager: EntityManager,
  organizationId: string,
  groupIds: string[],
): Promise<AnnouncementRow[]> {
  return manager.query(
    `SELECT * FROM announcements WHERE organization_id = $1 AND group_id = ANY($2::uuid[])
     ORDER BY created_at DESC LIMIT 200`,
    [organizationId, groupIds],
  );
}

export async function findAnnouncement(
  manager: EntityManager,
  organizationId: string,
  id: string,
): Promise<AnnouncementRow | null> {
  const rows: AnnouncementRow[] = await manager.query(
    `SELECT * FROM announcements WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function insertNote(
  manager: EntityManager,
  row: Omit<NoteRow, 'created_at' | 'updated_at'>,
): Promise<NoteRow> {
  const [saved]: NoteRow[] = await manager.query(
    `INSERT INTO course_notes (id, organization_id, group_id, author_id, title, content, shared)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [row.id, row.organization_id, row.group_id, row.author_id, row.title, row.content, row.shared],
  );
  return saved!;
}

export function notesOf(
  manager: EntityManager,
  organizationId: string,
  groupId: string,
  sharedOnly: boolean,
): Promise<NoteRow[]> {
  return manager.query(
    `SELECT * FROM course_notes WHERE organization_id = $1 AND group_id = $2 AND (shared OR NOT $3)
     ORDER BY created_at DESC`,
    [organizationId, groupId, sharedOnly],
  );
}

export async function findNote(
  manager: EntityManager,
  organizationId: string,
  id: string,
): Promise<NoteRow | null> {
  const rows: NoteRow[] = await manager.query(
    `SELECT * FROM course_notes WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function updateNote(
  manager: EntityManager,
  id: string,
  change: { title?: string; content?: string; shared?: boolean },
): Promise<NoteRow> {
  const [[saved]]: [NoteRow[]] = await manager.query(
    `UPDATE course_notes SET title = coalesce($2, title), content = coalesce($3, content),
       shared = coalesce($4, shared), updated_at = clock_timestamp()
     WHERE id = $1 RETURNING *`,
    [id, change.title ?? null, change.content ?? null, change.shared ?? null],
  );
  return saved!;
}
