import { AppException, type Db } from '@crescendo/service-kit';

export interface Budgets {
  userPerDay: number;
  schoolPerDay: number;
}

/** Whose request of which school day. */
export interface BudgetDay {
  organizationId: string;
  userId: string;
  day: string;
}

/** What is left of today's budgets, for the page: the counters `takeDailyRequest` moves. */
export async function budgetLeft(
  db: Db,
  { organizationId, userId, day }: BudgetDay,
  budgets: Budgets,
): Promise<{ userLeft: number; schoolLeft: number }> {
  const [row] = await db.query<Array<{ mine: number | null; school: number | null }>>(
    `SELECT (SELECT used FROM user_daily_requests WHERE user_id = $2 AND organization_id = $1 AND day = $3) AS mine,
            (SELECT used FROM school_daily_requests WHERE organization_id = $1 AND day = $3) AS school`,
    [organizationId, userId, day],
  );
  return {
    userLeft: Math.max(0, budgets.userPerDay - Number(row?.mine ?? 0)),
    schoolLeft: Math.max(0, budgets.schoolPerDay - Number(row?.school ?? 0)),
  };
}

/**
 * Takes one of the day's requests of the user and of the school, or refuses 'RATE_LIMITED'. Each counter moves
 * in one statement that only adds while under the limit (PostgreSQL rechecks the condition on the row's latest
 * version when another transaction held it), so many at once never pass the budget. Run it inside the
 * transaction that logs the request, the school's counter last: its row, the one every request of the school
 * waits for, is then held only until the commit. A refusal throws, so the caller's transaction undoes the
 * user's count.
 */
export async function takeDailyRequest(tx: Db, { organizationId, userId, day }: BudgetDay, budgets: Budgets) {
  const mine = await tx.query<unknown[]>(
    `INSERT INTO user_daily_requests AS counter (user_id, organization_id, day, used)
     SELECT $1, $2, $3, 1 WHERE $4::int > 0
     ON CONFLICT (user_id, organization_id, day) DO UPDATE SET used = counter.used + 1
       WHERE counter.used < $4::int
     RETURNING used`,
    [userId, organizationId, day, budgets.userPerDay],
  );
  if (mine.length === 0)
    throw new AppException('RATE_LIMITED', 'maestro.userBudget', { params: { maximum: budgets.userPerDay } });
  const school = await tx.query<unknown[]>(
    `INSERT INTO school_daily_requests AS counter (organization_id, day, used)
     SELECT $1, $2, 1 WHERE $3::int > 0
     ON CONFLICT (organization_id, day) DO UPDATE SET used = counter.used + 1
       WHERE counter.used < $3::int
     RETURNING used`,
    [organizationId, day, budgets.schoolPerDay],
  );
  if (school.length === 0)
    throw new AppException('RATE_LIMITED', 'maestro.schoolBudget', {
      params: { maximum: budgets.schoolPerDay },
    });
}
