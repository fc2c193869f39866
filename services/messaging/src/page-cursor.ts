import { AppException } from '@crescendo/service-kit';

/**
 * Where a page of announcements, course notes or deletions ends, in the lists' order (time ↓, id ↓): the
 * next page starts after it (decision 0044). `at` keeps PostgreSQL's microseconds (the reply's dates have
 * milliseconds), so two rows of the same millisecond are neither skipped nor read twice. The cursor names
 * its school: one written for another school is refused instead of read as a position in this one's list.
 */
export interface PageCursor {
  organizationId: string;
  at: string;
  id: string;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const cursorPattern = new RegExp(
  `^(${uuid})\\|(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)\\|(${uuid})$`,
);

/** Opaque to clients: base64url of the three keys. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.organizationId}|${cursor.at}|${cursor.id}`).toString('base64url');
}

/** A cursor this service wrote for this school, or VALIDATION_FAILED on `cursor`. */
export function decodeCursor(text: string, organizationId: string): PageCursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match || match[1] !== organizationId) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { organizationId, at: match[2]!, id: match[3]! };
}

/** The microseconds of a row's time as the cursor keeps them (a column of the page's statements). */
export const atKey = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key`;

/**
 * A page read `limit + 1` rows: the extra one says another page follows, whose cursor is the page's last
 * row's keys.
 */
export function cutPage<T extends { id: string; at_key: string }>(
  rows: T[],
  limit: number,
  organizationId: string,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const last = rows[limit - 1]!;
  return {
    rows: rows.slice(0, limit),
    nextCursor: encodeCursor({ organizationId, at: last.at_key, id: last.id }),
  };
}
