import type { MaestroFeature, MaestroModelInfo } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';
import { takeDailyRequest, type Budgets } from './daily-budget.store.js';

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

/**
 * Logs a request before the model is asked, within the day's budgets: the log line first, then the day's
 * counters (`takeDailyRequest`), in one transaction, so a refused request leaves neither.
 */
export async function logRequestWithinBudget(db: Db, request: NewRequest, budgets: Budgets): Promise<void> {
  await db.transaction(async (tx) => {
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
    await takeDailyRequest(tx, request, budgets);
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
