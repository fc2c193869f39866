/**
 * Every item of a paged list (issue 34 §1): asks `readPage` from the first page until the server says there
 * is no next one (`nextCursor` null), for what needs the whole list at once, such as a CSV export.
 */
export async function everyPage<P extends { nextCursor: string | null }, T>(
  readPage: (cursor: string | undefined) => Promise<P>,
  itemsOf: (page: P) => readonly T[],
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    items.push(...itemsOf(page));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
