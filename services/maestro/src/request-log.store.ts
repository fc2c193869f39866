import type { MaestroFeature, MaestroModelInfo } from '@crescendo/contracts';
import { AppException, type Db } from '@crescendo/service-kit';

export interface Budgets {
  userPerDay: number;
  schoolPerDay: number;
}

export interface NewRequest {
  id: string;
  organizationId: string;
  userId: string;
  askedAt: Date;
  /** The school's day, for the budgets. */
  day: string;
  feature: MaestroFeature;
  model: MaestroModelInfo;
  promptSha256: string;
}

/** What is left of today's budgets, for the page. */
export async function budgetLeft(
  db: Db,
  organizationId: string,
  userId: string,
  day: string,
  budgets: Budgets,
): Promise<{ userLeft: number; schoolLeft: number }> {
  const [row] = await db.query<Array<{ mine: string; school: string }>>(
    `SELECT count(*) FILTER (WHERE user_id = $2) AS mine, count(*) AS school
     FROM requests WHERE organization_id = $1 AND day = $3`,
    [organizationId, userId, day],
  );
  return {
    userLeft: Math.max(0, budgets.userPerDay - Number(row?.mine ?? 0)),
    schoolLeft: Math.max(0, budgets.schoolPerDay - Number(row?.school ?? 0)),
  };
}

/**
 * Logs a request before the model is asked, within the day's budgets: the school's requests of the day are
 * counted under a lock of the school, so two at once never both take the last one.
 */
export async function logRequestWithinBudget(db: Db, request: NewRequest, budgets: Budgets): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 30))`, [request.organizationId]);
    const left = await budgetLeft(tx, request.organizationId, request.userId, request.day, budgets);
    if (left.userLeft === 0)
      throw new AppException('RATE_LIMITED', 'maestro.userBudget', {
        params: { maximum: budgets.userPerDay },
      });
    if (left.schoolLeft === 0)
      throw new AppException('RATE_LIMITED', 'maestro.schoolBudget', {
        params: { maximum: budgets.schoolPerDay },
      });
    await tx.query(
      `INSERT INTO requests (id, organization_id, user_id, asked_at, day, feature, model, provider, location,
                             prompt_sha256, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending')`,
      [
        request.id,
        request.organizationId,
        request.userId,
        request.askedAt,
        request.day,
        request.feature,
        request.model.model,
        request.model.provider,
        request.model.location,
        request.promptSha256,
      ],
    );
  });
}

export async function markFailed(db: Db, requestId: string): Promise<void> {
  await db.query(`UPDATE requests SET status = 'failed' WHERE id = $1`, [requestId]);
}

export async function markAnswered(
  db: Db,
  requestId: string,
  output: unknown,
  draftId: string,
): Promise<void> {
  await db.query(`UPDATE requests SET status = 'answered', output = $2, draft_id = $3 WHERE id = $1`, [
    requestId,
    JSON.stringify(output),
    draftId,
  ]);
}

/** One request as the log holds it (the tests, the privacy export). */
export interface LoggedRequest {
  id: string;
  user_id: string | null;
  feature: string;
  model: string;
  provider: string;
  location: string;
  prompt_sha256: string;
  status: string;
  output: unknown;
  draft_id: string | null;
  approved_by: string | null;
  approved_at: Date | null;
}

export async function loggedRequest(db: Db, requestId: string): Promise<LoggedRequest | undefined> {
  const [row] = await db.query<LoggedRequest[]>(`SELECT * FROM requests WHERE id = $1`, [requestId]);
  return row;
}
