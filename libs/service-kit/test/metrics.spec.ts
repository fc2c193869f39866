import { randomBytes } from 'node:crypto';
import { createNote, eventually, probeService, serviceEnv, testServiceClient } from '@crescendo/testing';
import { ServiceClient, startService, type RunningService } from '../src/index.js';

const actor = {
  userId: crypto.randomUUID(),
  organizationId: crypto.randomUUID(),
  roles: ['teacher' as const],
};
const token = randomBytes(24).toString('base64url');

/** A value of a series in Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics (issue 26 §3)', () => {
  let running: RunningService;
  let client: ServiceClient;
  const scrape = (authorization?: string) =>
    fetch(`${running.url}/metrics`, { headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    running = await startService(probeService, serviceEnv({ METRICS_TOKEN: token }));
    const env = serviceEnv();
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX! });
  });
  afterAll(async () => {
    await client.close();
    await running.close();
  });

  it('answers only the bearer of the configured token', async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${token}x`)).status).toBe(404);
    expect((await scrape(`Bearer ${token.slice(1)}`)).status).toBe(404);
    const answer = await scrape(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/process_cpu_seconds_total\{service="probe"\}/);
  });

  it('counts NATS requests per subject and outcome, HTTP per route, and the outbox and pool at each scrape', async () => {
    const read = async () => (await scrape(`Bearer ${token}`)).text();
    const before = await read();
    const count = (text: string, outcome: string) =>
      sample(text, 'crescendo_nats_request_duration_seconds_count', {
        subject: 'probe.note.create',
        outcome,
      }) ?? 0;
    await client.request(createNote, { text: 'gamme', delayMs: 0 }, actor);
    await client.request(createNote, { text: 'arpège', delayMs: 0 }, actor);
    await expect(client.request(createNote, { text: '', delayMs: 0 }, actor)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await fetch(`${running.url}/health/live`);
    const after = await read();
    expect(count(after, 'ok') - count(before, 'ok')).toBe(2);
    expect(count(after, 'VALIDATION_FAILED') - count(before, 'VALIDATION_FAILED')).toBe(1);
    expect(
      sample(after, 'crescendo_http_request_duration_seconds_count', {
        route: '/health/live',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'crescendo_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(after, 'crescendo_dependency_up', { dependency: 'postgres' })).toBe(1);
    expect(sample(after, 'crescendo_dependency_up', { dependency: 'nats' })).toBe(1);
    // Both notes' events relayed: the backlog drains to 0 (the relay runs beside the requests).
    await eventually(read, (text) => sample(text, 'crescendo_outbox_backlog', { measure: 'events' }) === 0);
  });

  it('is off without a token', async () => {
    const plain = await startService(probeService, serviceEnv());
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
