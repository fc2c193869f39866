import type { Goal, GoalSectionInput } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

interface GoalRow {
  id: string;
  group_id: string;
  title: string;
  days_per_week: number;
  starts_on: string;
  ends_on: string;
  sections: GoalSectionInput[];
  created_at: Date;
}

// Days read as text so that no driver time zone shifts a date.
const goalColumns = `id, group_id, title, days_per_week, starts_on::text AS starts_on, ends_on::text AS ends_on,
  sections, created_at`;

const goalOf = (row: GoalRow): Goal => ({
  id: row.id,
  groupId: row.group_id,
  title: row.title,
  sections: row.sections,
  daysPerWeek: row.days_per_week,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  createdAt: row.created_at.toISOString(),
});

const cursorOf = (row: GoalRow): PageCursor => ({ key: row.starts_on, id: row.id });
export const decodeGoalCursor = (cursor: string) => decodeCursor(cursor, '\\d{4}-\\d{2}-\\d{2}');

export interface GoalWrite {
  id: string;
  organizationId: string;
  groupId: string;
  title: string;
  daysPerWeek: number;
  startsOn: string;
  endsOn: string;
  sections: GoalSectionInput[];
  at: Date;
  by: string;
}

export async function insertGoal(db: Db, goal: GoalWrite): Promise<Goal> {
  const [row] = await db.query<GoalRow[]>(
    `INSERT INTO goals (id, organization_id, group_id, title, days_per_week, starts_on, ends_on, created_at, created_by,
       sections)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     RETURNING ${goalColumns}`,
    [
      goal.id,
      goal.organizationId,
      goal.groupId,
      goal.title,
      goal.daysPerWeek,
      goal.startsOn,
      goal.endsOn,
      goal.at,
      goal.by,
      JSON.stringify(goal.sections),
    ],
  );
  return goalOf(row!);
}

export async function findGoal(db: Db, organizationId: string, id: string): Promise<Goal | null> {
  const [row] = await db.query<GoalRow[]>(
    `SELECT ${goalColumns} FROM goals WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? goalOf(row) : null;
}

export async function deleteGoal(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM goals WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
}

/** A group's goals, latest start first, a page at a time (`goals_by_group`). */
export async function groupGoalsPage(
  db: Db,
  organizationId: string,
  groupId: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<GoalRow[]>(
    `SELECT ${goalColumns} FROM goals
      WHERE organization_id = $1 AND group_id = $2
        AND ($3::date IS NULL OR (starts_on, id) < ($3::date, $4::uuid))
      ORDER BY starts_on DESC, id DESC
      LIMIT $5`,
    [organizationId, groupId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, goalOf, cursorOf);
}

/** The goals running on `today` in some groups (a student's), latest start first, a page at a time. */
export async function runningGoalsPage(
  db: Db,
  organizationId: string,
  groupIds: readonly string[],
  today: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<GoalRow[]>(
    `SELECT ${goalColumns} FROM goals
      WHERE organization_id = $1 AND group_id = ANY($2::uuid[])
        AND starts_on <= $3::date AND ends_on >= $3::date
        AND ($4::date IS NULL OR (starts_on, id) < ($4::date, $5::uuid))
      ORDER BY starts_on DESC, id DESC
      LIMIT $6`,
    [organizationId, groupIds, today, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, goalOf, cursorOf);
}

export async function goalCountOf(db: Db, organizationId: string, groupId: string): Promise<number> {
  const [{ n }] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM goals WHERE organization_id = $1 AND group_id = $2`,
    [organizationId, groupId],
  );
  return n;
}

export const goalStore = { insertGoal, findGoal, deleteGoal, groupGoalsPage, runningGoalsPage, goalCountOf };
export type GoalStore = typeof goalStore;
export const GOAL_STORE = Symbol('GoalStore');
