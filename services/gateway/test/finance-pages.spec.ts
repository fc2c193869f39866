import { purchasePage, type ListedPurchase } from '@crescendo/contracts';
import { callApi, classroom, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 34 §1 for finance, through the platform's edge: `GET /api/v1/purchases` answers a page at a time with
 * a cursor, its totals the whole list's on every page (the debt never depends on the page), a page larger
 * than the contract's maximum refused in French; an item's control characters never stored.
 */
describe('gateway: purchases a page at a time', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let student: string;
  let studentId: string;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'finance']);
    ({ teacher, student, studentId } = await classroom(platform));
  }, 120_000);
  afterAll(() => platform?.close());

  /** Every page of `path` (a query string included), `limit` at a time. */
  async function pages(path: string, token: string, limit: number) {
    const purchases: ListedPurchase[] = [];
    const sizes: number[] = [];
    const totals: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', `${path}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(page.status).toBe(200);
      purchases.push(...page.body.purchases);
      sizes.push(page.body.purchases.length);
      totals.push(page.body.totals);
      cursor = page.body.nextCursor;
    } while (cursor);
    return { purchases, sizes, totals };
  }

  it('pages with a cursor, the same totals on every page, and refuses a page too large in French', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const recorded = await call('POST', '/purchases', teacher, {
        studentId,
        item: `\u0000Anche\u0007 ${i}\r\n\u001b`,
        amount: '2,50',
        currency: 'CAD',
      });
      expect([i, recorded.status, recorded.body.item]).toEqual([i, 201, `Anche ${i}`]);
      ids.unshift(recorded.body.id);
    }
    for (const id of ids.slice(0, 2))
      expect((await call('POST', `/purchases/${id}/payment`, teacher)).status).toBe(201);

    const whole = [{ currency: 'CAD', totalCents: 1750, paidCents: 500, unpaidCents: 1250, count: 7 }];
    const staff = await pages('/purchases?status=all', teacher, 3);
    expect(staff.sizes).toEqual([3, 3, 1]);
    expect(staff.purchases.map((p) => p.id)).toEqual(ids);
    expect(staff.totals).toEqual([whole, whole, whole]);
    const mine = await pages('/purchases?status=all', student, 2);
    expect(mine.sizes).toEqual([2, 2, 2, 1]);
    expect(mine.totals).toEqual([whole, whole, whole, whole]);
    // The debt box's figure, from the first page of what is unpaid.
    const unpaid = await call('GET', '/purchases?status=unpaid&limit=1', student);
    expect(unpaid.body.totals).toEqual([
      { currency: 'CAD', totalCents: 1250, paidCents: 0, unpaidCents: 1250, count: 5 },
    ]);
    expect(unpaid.body.purchases).toHaveLength(1);
    expect(unpaid.body.nextCursor).not.toBeNull();

    expect(await call('GET', `/purchases?limit=${purchasePage.max + 1}`, teacher)).toMatchObject({
      status: 400,
      body: { error: { fields: { limit: 'Le nombre d’éléments par page demandé est invalide.' } } },
    });
    expect(await call('GET', '/purchases?cursor=une-page-inventee', teacher)).toMatchObject({
      status: 400,
      body: {
        error: { fields: { cursor: 'Cette page n’existe pas : rechargez la liste depuis le début.' } },
      },
    });
  }, 120_000);
});
