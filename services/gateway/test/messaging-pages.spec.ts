import { announcementContentMax, announcementPage, type Announcement } from '@crescendo/contracts';
import { callApi, classroom, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 34 §1 through the platform's edge, for Musichat: a teacher posts more than two pages of the largest
 * announcements the contract lets in, half of them full of control characters; the student's announcements
 * answer 200 a page at a time, far under NATS's 1 MB, and a page past the maximum is refused in French.
 */
describe('gateway: Musichat’s announcements a page at a time', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let student: string;
  let groupId: string;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'messaging']);
    ({ teacher, student, groupId } = await classroom(platform));
  }, 120_000);
  afterAll(() => platform?.close());

  it('answers the student’s announcements 200 page by page and refuses a page too large', async () => {
    const count = announcementPage.max + 5;
    const controls = Array.from({ length: announcementContentMax - 6 }, (_, i) =>
      String.fromCharCode(1 + (i % 8)),
    ).join('');
    for (let i = 0; i < count; i += 1) {
      const content = i % 2 === 0 ? `${controls}Gammes` : '€'.repeat(announcementContentMax);
      const made = await call('POST', '/announcements', teacher, { groupId, title: `Annonce ${i}`, content });
      expect([i, made.status]).toEqual([i, 201]);
      if (i % 2 === 0) expect(made.body.content).toBe('Gammes');
    }

    const seen: Announcement[] = [];
    const sizes: number[] = [];
    let path = `/announcements?limit=${announcementPage.max}`;
    for (;;) {
      const response = await fetch(`${platform.origin}/api/v1${path}`, {
        headers: { authorization: `Bearer ${student}` },
      });
      const text = await response.text();
      expect([response.status, text.slice(0, 200)]).toEqual([200, expect.any(String)]);
      expect(Buffer.byteLength(text)).toBeLessThan(700_000);
      const page = JSON.parse(text) as { announcements: Announcement[]; nextCursor: string | null };
      sizes.push(page.announcements.length);
      seen.push(...page.announcements);
      if (!page.nextCursor) break;
      path = `/announcements?limit=${announcementPage.max}&cursor=${page.nextCursor}`;
    }
    expect(sizes).toEqual([announcementPage.max, 5]);
    expect(new Set(seen.map((a) => a.id)).size).toBe(count);
    expect(seen[0]!.title).toBe(`Annonce ${count - 1}`);

    const first = await call('GET', `/announcements?groupId=${groupId}`, student);
    expect([first.status, first.body.announcements.length]).toEqual([200, announcementPage.default]);
    expect(await call('GET', `/announcements?limit=${announcementPage.max + 1}`, student)).toMatchObject({
      status: 400,
      body: { error: { fields: { limit: 'Le nombre d’éléments par page demandé est invalide.' } } },
    });
    expect(await call('GET', `/announcements?cursor=${first.body.nextCursor}x`, student)).toMatchObject({
      status: 400,
      body: {
        error: { fields: { cursor: 'Cette page n’existe pas : rechargez la liste depuis le début.' } },
      },
    });
  }, 180_000);
});
