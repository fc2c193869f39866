import { createHash } from 'node:crypto';

const MAX_PAGE_SIZE = 1000;

export type Page<T> = { ok: true; items: T[]; nextPageToken?: string } | { ok: false; message: string };

/**
 * Offset pagination behind an opaque token bound to the query that produced it: replaying a token
 * with other filters is an INVALID_ARGUMENT, as at Google.
 */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  queryKey: string,
  defaultSize: number,
): Page<T> {
  const rawSize = query.get('pageSize');
  const size = rawSize === null || rawSize === '' ? 0 : Number(rawSize);
  if (!Number.isInteger(size) || size < 0) return { ok: false, message: 'Invalid pageSize.' };
  const pageSize = Math.min(size === 0 ? defaultSize : size, MAX_PAGE_SIZE);

  const fingerprint = createHash('sha256').update(queryKey).digest('base64url').slice(0, 12);
  let offset = 0;
  const pageToken = query.get('pageToken');
  if (pageToken) {
    const decoded = decodeToken(pageToken);
    if (!decoded || decoded.f !== fingerprint) return { ok: false, message: 'Invalid page token.' };
    offset = decoded.o;
  }
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return {
    ok: true,
    items: page,
    nextPageToken:
      next < items.length
        ? Buffer.from(JSON.stringify({ o: next, f: fingerprint })).toString('base64url')
        : undefined,
  };
}

function decodeToken(token: string): { o: number; f: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { o, f } = value as { o?: unknown; f?: unknown };
    return Number.isInteger(o) && typeof o === 'number' && o >= 0 && typeof f === 'string'
      ? { o, f }
      : undefined;
  } catch {
    return undefined;
  }
}
