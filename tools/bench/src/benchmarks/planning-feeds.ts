import { feedPath } from '@crescendo/contracts';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { accessToken } from '../groups/oidc-client.js';
import { apiClient } from '../api-client.js';
import { fixedRate } from '../board/fixed-rate.js';
import { startOwnPlatform } from '../own-platform.js';
import { seedFeedLinks } from '../planning/feed-links-seed.js';

const bench = 'planning-feeds';
const feeds = Number(process.env.BENCH_FEEDS ?? 30_000);
const rate = Number(process.env.BENCH_FEEDS_RATE ?? 50);
const seconds = Number(process.env.BENCH_FIXED_RATE_S ?? 30);

/**
 * Issue 28 §8: "30 000 subscribed feeds of a board refreshed by calendar apps: a feed answers p99 ≤ 50 ms at a
 * fixed rate (304 when unchanged)". On a platform of its own with `feeds` addresses in `feed_links`, calendar
 * apps' refreshes at `rate` a second, each a different feed: first without `If-None-Match` (a first fetch, or
 * a changed calendar: 200 and the document), then the same feeds again with the ETag each answered (unchanged:
 * 304). Latency from when each request was due (`fixedRate`).
 */
export const planningFeeds: Benchmark = {
  name: bench,
  description: `${feeds} subscribed ICS feeds of a school, refreshed at ${rate}/s for ${seconds} s: 200 then 304 (If-None-Match)`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting a platform of its own (libs/testing startPlatform)…');
    const own = await startOwnPlatform('benchfeeds');
    try {
      const { origin, database } = own.platform;
      const admin = apiClient(origin, await accessToken(origin, 'admin@demo.crescendo.ca', 'crescendo-demo'));
      const me = await admin.get<{ organizationId: string }>('/me');
      const { groups } = await admin.get<{ groups: Array<{ id: string }> }>('/groups');
      // One address through the API as 'S'abonner au calendrier' makes it; the others by SQL.
      const subscribed = await admin.post<{ token: string }>('/planning/feed', {});
      log(`  ${feeds} feed addresses (planning.feed_links, SQL)…`);
      const seeded = await seedFeedLinks(
        database.databaseUrl,
        { organizationId: me.organizationId, groupIds: groups.map((group) => group.id) },
        feeds - 1,
      );
      const tokens = [subscribed.token, ...seeded];
      const etags = new Map<string, string>();
      let bytes = 0;
      let answers = 0;
      const fetchFeed = async (token: string, conditional: boolean) => {
        const etag = etags.get(token);
        const response = await fetch(`${origin}${feedPath(token)}`, {
          headers: conditional && etag ? { 'if-none-match': etag } : {},
        });
        const body = await response.arrayBuffer();
        if (conditional) return response.status === 304;
        if (response.status !== 200) return false;
        etags.set(token, response.headers.get('etag') ?? '');
        bytes += body.byteLength;
        answers += 1;
        return true;
      };
      let next = 0;
      const take = () => tokens[next++ % tokens.length]!;
      log('  warm-up: 200 feeds…');
      for (let i = 0; i < 200; i += 1) await fetchFeed(take(), false);
      next = 0;
      bytes = 0;
      answers = 0;
      log(`  200: ${rate}/s for ${seconds} s…`);
      const full = await fixedRate(rate, seconds, () => fetchFeed(take(), false));
      const size = answers ? bytes / answers / 1024 : 0;
      next = 0;
      log(`  304: the same feeds with their ETag…`);
      const unchanged = await fixedRate(rate, seconds, () => fetchFeed(take(), true));
      const note = (result: typeof full, what: string) =>
        `${what}; ${rate}/s for ${seconds} s, each a different one of ${feeds} feeds; p50 ${result.p50.toFixed(1)} ms; ${result.errors} errors`;
      return [
        {
          bench,
          metric: 'feed p99 at a fixed rate, 200 (no If-None-Match)',
          value: full.p99,
          unit: 'ms',
          budget: { limit: 50, kind: 'max' },
          note: note(full, `text/calendar of ${size.toFixed(1)} KB`),
        },
        {
          bench,
          metric: 'feed p99 at a fixed rate, 304 (If-None-Match, unchanged)',
          value: unchanged.p99,
          unit: 'ms',
          budget: { limit: 50, kind: 'max' },
          note: note(unchanged, 'the planning still writes the document; the gateway compares the ETag'),
        },
      ];
    } finally {
      await own.close();
    }
  },
};
