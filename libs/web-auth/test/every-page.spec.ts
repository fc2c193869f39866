import { everyPage } from '../src/every-page.js';

describe('everyPage', () => {
  it('reads from the first page until there is no next cursor, in order', async () => {
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      first: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3], nextCursor: 'c' },
      c: { items: [], nextCursor: null },
    };
    const asked: Array<string | undefined> = [];
    const items = await everyPage(
      async (cursor) => {
        asked.push(cursor);
        return pages[cursor ?? 'first']!;
      },
      (page) => page.items,
    );
    expect(items).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 'b', 'c']);
  });

  it('fails with the page that fails', async () => {
    await expect(
      everyPage(
        async (cursor) => {
          if (cursor) throw new Error('page 2');
          return { items: [1], nextCursor: 'x' };
        },
        (page) => page.items,
      ),
    ).rejects.toThrow('page 2');
  });
});
