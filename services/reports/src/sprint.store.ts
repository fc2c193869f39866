import type { Sprint } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

interface SprintRow {
  id: string;
  group_id: string;
  title: string;
  days_per_week: number;
  event_id: string;
  event_title: string;
  starts_on: string;
  ends_on: string;
  ended_on: string | null;
  created_at: Date;
}

// Days read as text so that no driver time zone shifts a date.
const sprintColumns = `id, group_id, title, days_per_week, event_id, event_title, starts_on::text AS starts_on,
  ends_on::text AS ends_on, ended_on::text AS ended_on, created_at`;

const sprintOf = (row: SprintRow): Sprint => ({
  id: row.id,
  groupId: row.group_id,
  title: row.title,
  daysPerWeek: row.days_per_week,
  eventId: row.event_id,
  eventTitle: row.event_title,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  endedOn: row.ended_on,
  createdAt: row.created_at.toISOString(),
});

const cursorOf = (row: SprintRow): PageCursor => ({ key: row.ends_on, id: row.id });
export const decodeSprintCursor = (cursor: string) => decodeCursor(cursor, '\\d{4}-\\d{2}-\\d{2}');

export interface SprintWrite {
  id: string;
  organizationId: string;
  groupId: string;
  title: string;
  daysPerWeek: number;
  eventId: string;
  eventTitle: string;
  startsOn: string;
  endsOn: string;
  at: Date;
  by: string;
}

export async function insertSprint(db: Db, sprint: SprintWrite): Promise<Sprint> {
  const [row] = await db.query<SprintRow[]>(
    `INSERT INTO sprints (id, organization_id, group_id, title, days_per_week, event_id, event_title, starts_on,
       ends_on, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${sprintColumns}`,
    [
      sprint.id,
      sprint.organizationId,
      sprint.groupId,
      sprint.title,
      sprint.daysPerWeek,
      sprint.eventId,
      sprint.eventTitle,
      sprint.startsOn,
      sprint.endsOn,
      sprint.at,
      sprint.by,
    ],
  );
  return sprintOf(row!);
}

export async function findSprint(db: Db, organizationId: string, id: string): Promise<Sprint | null> {
  const [row] = await db.query<SprintRow[]>(
    `SELECT ${sprintColumns} FROM sprints WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? sprintOf(row) : null;
}

/** Ends a sprint on `day` (a second end keeps the first day). */
export async function endSprintOn(
  db: Db,
  organizationId: string,
  id: string,
  day: string,
  by: string,
): Promise<Sprint> {
  // UPDATE … RETURNING answers `[rows, count]` through TypeORM.
  const [[row]] = await db.query<[SprintRow[], number]>(
    `UPDATE sprints SET ended_on = COALESCE(ended_on, $3::date), ended_by = COALESCE(ended_by, $4)
      WHERE organization_id = $1 AND id = $2
      RETURNING ${sprintColumns}`,
    [organizationId, id, day, by],
  );
  return sprintOf(row!);
}

/** A group's sprints, latest event first, a page at a time (`sprints_by_group`). */
export async function groupSprintsPage(
  db: Db,
  organizationId: string,
  groupId: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<SprintRow[]>(
    `SELECT ${sprintColumns} FROM sprints
      WHERE organization_id = $1 AND group_id = $2
        AND ($3::date IS NULL OR (ends_on, id) < ($3::date, $4::uuid))
      ORDER BY ends_on DESC, id DESC
      LIMIT $5`,
    [organizationId, groupId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, sprintOf, cursorOf);
}

/** The sprints running on `today` in some groups (a student's), latest event first, a page at a time. */
export async function runningSprintsPage(
  db: Db,
  organizationId: string,
  groupIds: readonly string[],
  today: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<SprintRow[]>(
    `SELECT ${sprintColumns} FROM sprints
      WHERE organization_id = $1 AND group_id = ANY($2::uuid[])
        AND starts_on <= $3::date AND ends_on >= $3::date AND ended_on IS NULL
        AND ($4::date IS NULL OR (ends_on, id) < ($4::date, $5::uuid))
      ORDER BY ends_on DESC, id DESC
      LIMIT $6`,
    [organizationId, groupIds, today, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, sprintOf, cursorOf);
}

export async function sprintCountOf(db: Db, organizationId: string, groupId: string): Promise<number> {
  const [{ n }] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM sprints WHERE organization_id = $1 AND group_id = $2`,
    [organizationId, groupId],
  );
  return n;
}

export const sprintStore = {
  insertSprint,
  findSprint,
  endSprintOn,
  groupSprintsPage,
  runningSprintsPage,
  sprintCountOf,
};
export type SprintStore = typeof sprintStore;
export const SPRINT_STORE = Symbol('SprintStore');
