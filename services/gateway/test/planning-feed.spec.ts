import { callApi, classroom, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 28 §4 through the platform's edge: 'S'abonner au calendrier' gives the student a private address; a
 * calendar app fetches it with the token alone (no sign-in) and gets text/calendar with an ETag, then 304
 * while nothing changed; a forged token is 404.
 */
describe('gateway: a calendar feed', () => {
  let platform: OwnPlatform;

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'planning']);
  }, 120_000);
  afterAll(() => platform?.close());

  it('answers the token alone with text/calendar, an ETag and 304 when unchanged', async () => {
    const { teacher, student, groupId } = await classroom(platform);
    const added = await callApi(platform, 'POST', '/planning/events', teacher, {
      title: 'Concert d’hiver',
      type: 'concert',
      day: '2026-12-10',
      callTime: '18:15',
      startTime: '19:00',
      endTime: '21:00',
      groupIds: [groupId],
    });
    expect(added.status).toBe(201);
    const feed = await callApi(platform, 'POST', '/planning/feed', student);
    expect(feed.status).toBe(201);
    const url = `${platform.origin}${feed.body.path}`;

    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = await first.text();
    expect(body).toContain(`UID:${added.body.id}@crescendo`);
    expect(body).toContain('SUMMARY:Concert d’hiver');

    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect([again.status, await again.text()]).toEqual([304, '']);

    const forged = await fetch(`${platform.origin}/api/v1/planning/feeds/${'A'.repeat(43)}.ics`);
    expect(forged.status).toBe(404);
    expect(JSON.parse(await forged.text()).error.message).toBe(
      'Ce lien de calendrier n’existe pas ou a été remplacé.',
    );
  });
});
