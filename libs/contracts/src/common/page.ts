import { z } from 'zod';

/**
 * Keyset pagination (issue 34: every list is paged). A page answers at most `limit` items and, when more
 * follow, `nextCursor`: asked again with `cursor` set to it, the list goes on after the page's last item,
 * even if items were added in between. The cursor is opaque to clients (the service that wrote it reads
 * it); every list declares its own `max` in its contract, from the largest item it can answer, so that a
 * full page stays far under NATS's 1 MB message limit.
 */
export const cursorSchema = z
  .string()
  .min(1, 'validation.cursor')
  .max(200, 'validation.cursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.cursor');

export interface PageSize {
  /** Items of a page when the request gives no `limit`. */
  default: number;
  /** The largest `limit` accepted. */
  max: number;
}

/**
 * What a paged list's request adds to its query: `cursor` and `limit` (a number, or its digits in an HTTP
 * query string), `limit` at most `size.max`.
 */
export function pageQueryShape(size: PageSize) {
  return {
    cursor: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: 'validation.pageLimit' })
      .int('validation.pageLimit')
      .min(1, 'validation.pageLimit')
      .max(size.max, 'validation.pageLimit')
      .default(size.default),
  };
}

/** What a paged list's reply adds: the cursor of the next page, null on the last one. */
export const nextCursorShape = { nextCursor: cursorSchema.nullable() };
