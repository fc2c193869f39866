import type { PrivacyRequestKind } from '@crescendo/contracts';
import type { PrivacyBody } from '@crescendo/domain';
import { decodeCursor, pageOf, type Db } from '@crescendo/service-kit';

export interface PrivacyRequestRow {
  id: string;
  kind: PrivacyRequestKind;
  requester_name: string;
  requester_email: string;
  student_id: string | null;
  student_name: string | null;
  received_on: string;
  body: PrivacyBody;
  due_on: string;
  extended: boolean;
  extension_notice_sent_on: string | null;
  answered_on: string | null;
  answer_note: string | null;
}

const columns = `r.id, r.kind, r.requester_name, r.requester_email, r.student_id,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS student_name,
  to_char(r.received_on, 'YYYY-MM-DD') AS received_on, r.body, to_char(r.due_on, 'YYYY-MM-DD') AS due_on,
  r.extended_at IS NOT NULL AS extended,
  to_char(r.extension_notice_sent_at AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS extension_notice_sent_on,
  to_char(r.answered_on, 'YYYY-MM-DD') AS answered_on, r.answer_note`;

/** Whether the school answers as a private school (Private Sector Act) rather than a public body. */
export async function bodyOf(db: Db, organizationId: string): Promise<PrivacyBody> {
  const rows: Array<{ private_body: boolean }> = await db.query(
    `SELECT private_body FROM organizations WHERE id = $1`,
    [organizationId],
  );
  return rows[0]?.private_body ? 'private' : 'public';
}

export async function setBody(db: Db, organizationId: string, body: PrivacyBody): Promise<void> {
  await db.query(`UPDATE organizations SET private_body = $2 WHERE id = $1`, [
    organizationId,
    body === 'private',
  ]);
}

/** The school's name, as its notices sign it. */
export async function schoolNameOf(db: Db, organizationId: string): Promise<string> {
  const rows: Array<{ name: string }> = await db.query(`SELECT name FROM organizations WHERE id = $1`, [
    organizationId,
  ]);
  return rows[0]?.name ?? '';
}

/** A student of the school (membership role `student` there), by id; null for anyone else. */
export async function studentOfSchool(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM memberships WHERE user_id = $1 AND organization_id = $2 AND role = 'student'`,
    [userId, organizationId],
  );
  return rows.length > 0;
}

export async function insertPrivacyRequest(
  db: Db,
  request: {
    id: string;
    organizationId: string;
    kind: PrivacyRequestKind;
    requesterName: string;
    requesterEmail: string;
    studentId: string | null;
    receivedOn: string;
    body: PrivacyBody;
    dueOn: string;
    recordedBy: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO privacy_requests (id, organization_id, kind, requester_name, requester_email, student_id,
                                   received_on, body, due_on, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      request.id,
      request.organizationId,
      request.kind,
      request.requesterName,
      request.requesterEmail,
      request.studentId,
      request.receivedOn,
      request.body,
      request.dueOn,
      request.recordedBy,
    ],
  );
}

/** One request of the school (another school's is nobody's here), locked for a change when `forUpdate`. */
export async function privacyRequestOf(
  db: Db,
  organizationId: string,
  requestId: string,
  forUpdate = false,
): Promise<PrivacyRequestRow | null> {
  const rows: PrivacyRequestRow[] = await db.query(
    `SELECT ${columns} FROM privacy_requests r LEFT JOIN users u ON u.id = r.student_id
      WHERE r.id = $1 AND r.organization_id = $2 ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [requestId, organizationId],
  );
  return rows[0] ?? null;
}

/** Extended once its notice was mailed to the requester: both instants are the same. */
export async function markExtended(db: Db, requestId: string, dueOn: string): Promise<void> {
  await db.query(
    `UPDATE privacy_requests SET extended_at = now(), extension_notice_sent_at = now(), due_on = $2 WHERE id = $1`,
    [requestId, dueOn],
  );
}

export async function markAnswered(
  db: Db,
  requestId: string,
  answeredOn: string,
  note: string,
): Promise<void> {
  await db.query(`UPDATE privacy_requests SET answered_on = $2, answer_note = $3 WHERE id = $1`, [
    requestId,
    answeredOn,
    note,
  ]);
}

/** Open requests first, by deadline, then the answered ones by deadline; keyset pages on (closed, due_on, id). */
export async function privacyRequestsPage(
  db: Db,
  organizationId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: PrivacyRequestRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, '[01]:\\d{4}-\\d{2}-\\d{2}') : null;
  const [closed, due] = after ? after.key.split(':') : [null, null];
  const rows: PrivacyRequestRow[] = await db.query(
    `SELECT ${columns} FROM privacy_requests r LEFT JOIN users u ON u.id = r.student_id
      WHERE r.organization_id = $1
        AND ($2::int IS NULL OR ((r.answered_on IS NOT NULL)::int, r.due_on, r.id) > ($2::int, $3::date, $4::uuid))
      ORDER BY (r.answered_on IS NOT NULL)::int, r.due_on, r.id
      LIMIT $5`,
    [organizationId, closed, due, after?.id ?? null, page.limit + 1],
  );
  return pageOf(
    rows,
    page.limit,
    (row) => row,
    (row) => ({ key: `${row.answered_on ? 1 : 0}:${row.due_on}`, id: row.id }),
  );
}

/** Erasure of a person (issue 31 §3): the requests they made (by address) or that concern them go. */
export async function deletePrivacyRequestsOf(db: Db, userId: string, email: string | null): Promise<void> {
  await db.query(
    `DELETE FROM privacy_requests WHERE student_id = $1 OR ($2::text IS NOT NULL AND lower(requester_email) = lower($2))`,
    [userId, email],
  );
}
