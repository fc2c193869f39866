import { liveTopic, sendMessageRoute } from '@crescendo/contracts';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { accessToken } from '../groups/oidc-client.js';
import { latencyRun, throughputRun, type Sender } from '../live/live-measure.js';
import { startLivePlatform } from '../live/live-platform.js';
import { openFleet } from '../live/live-sockets.js';

const bench = 'live-fanout';
const sockets = Number(process.env.BENCH_LIVE_SOCKETS ?? 200);
const messages = Number(process.env.BENCH_LIVE_MESSAGES ?? 100);
const seconds = Number(process.env.BENCH_LIVE_DURATION_S ?? 10);
const inFlight = Number(process.env.BENCH_LIVE_IN_FLIGHT ?? 8);
const password = 'crescendo-demo';
/** Who may follow MUS212 — Harmonie in the demo: its teacher, its students, the admin. */
const readers = [
  'prof@demo.crescendo.ca',
  'eleve@demo.crescendo.ca',
  'eleve2@demo.crescendo.ca',
  'eleve3@demo.crescendo.ca',
  'admin@demo.crescendo.ca',
];

/**
 * Issue 12 §8: `sockets` sockets following one group; each message posted (POST /api/v1/messages, the
 * teacher) → delivered to all of them: p50/p99 of every delivery, one message at a time; then messages per
 * second sustained with `inFlight` senders; both with every socket on one gateway, then with the sockets
 * split between two gateway replicas (the message posted through the first: fan-out through NATS).
 */
export const liveFanout: Benchmark = {
  name: bench,
  description: `${sockets} live sockets in one group: message sent → delivered to all (${messages} messages one at a time; ${seconds} s with ${inFlight} in flight), one gateway then two`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting a platform with two gateways (libs/testing startPlatform)…');
    const live = await startLivePlatform();
    try {
      const { origins } = live.platform;
      const tokens = await Promise.all(readers.map((email) => accessToken(origins[0]!, email, password)));
      const groups = (await (
        await fetch(`${origins[0]}/api/v1/groups`, { headers: { authorization: `Bearer ${tokens[0]}` } })
      ).json()) as { groups: Array<{ id: string; name: string }> };
      const group = groups.groups.find((candidate) => candidate.name === 'MUS212 — Harmonie')!;
      const sender: Sender = {
        async send(content) {
          const response = await fetch(`${origins[0]}/api/v1${sendMessageRoute.path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ groupId: group.id, content }),
          });
          if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
          return ((await response.json()) as { id: string }).id;
        },
      };
      const rows: Measurement[] = [];
      for (const [label, gateways] of [
        ['one gateway', origins.slice(0, 1)],
        ['two gateways', origins.slice(0, 2)],
      ] as const) {
        log(`  ${label}: ${sockets} sockets…`);
        const fleet = await openFleet([...gateways], tokens, liveTopic('group', group.id), sockets);
        try {
          await latencyRun(sender, fleet.deliveries, sockets, Math.min(5, messages)); // warm-up
          const latency = await latencyRun(sender, fleet.deliveries, sockets, messages);
          const rate = await throughputRun(sender, fleet.deliveries, sockets, seconds, inFlight);
          const note = `${sockets} sockets${gateways.length > 1 ? ', split over two gateways, sent through the first' : ''}`;
          rows.push(
            { bench, metric: `delivery p50, ${label}`, value: latency.p50, unit: 'ms', note },
            {
              bench,
              metric: `delivery p99, ${label}`,
              value: latency.p99,
              unit: 'ms',
              note: `${note}; ${messages} messages one at a time, ${latency.lost} deliveries missing`,
              budget: { limit: 100, kind: 'max' },
            },
            {
              bench,
              metric: `messages sustained, ${label}`,
              value: rate.messagesPerSecond,
              unit: 'msg/s',
              note: `${rate.deliveriesPerSecond} deliveries/s; ${rate.complete}/${rate.sent} messages reached every socket; ${inFlight} in flight, ${seconds} s`,
            },
          );
        } finally {
          fleet.close();
        }
      }
      return rows;
    } finally {
      await live.close();
    }
  },
};
