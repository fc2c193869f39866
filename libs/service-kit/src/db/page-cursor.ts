import { AppException } from '../errors/app-exception.js';

/**
 * Where a page ends, in its list's order: the last row's sort key and id. Opaque to clients (base64url of
 * `key|id`); a cursor this service did not write is VALIDATION_FAILED on `cursor`. Shared by the services' keyset pages
 * (inventory, planning).
 */
export interface PageCursor {
  key: string;
  id: string;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.key}|${cursor.id}`).toString('base64url');
}

/** `keyPattern`: what the list's sort key looks like (an asset number, an instant with microseconds). */
export function decodeCursor(text: string, keyPattern: string): PageCursor {
  const match = new RegExp(`^(${keyPattern})\\|(${uuid})$`).exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { key: match[1]!, id: match[2]! };
}

export const instantKey = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z';

/** A page of `limit` rows read as `limit + 1`: the extra one says a next page exists. */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (row: R) => PageCursor,
): { items: T[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}
