import { startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 26 §3/§7: every process of the platform (the gateways, each service, classroom-sync's worker) serves
 * Prometheus' text at /metrics to the bearer of METRICS_TOKEN, and nothing to anyone else.
 */
describe('every process scraped', () => {
  let platform: OwnPlatform;

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, [
      'identity',
      'groups',
      'homework',
      'messaging',
      'finance',
      'classroom-sync',
      'inventory',
      'maestro',
      'planning',
      'reports',
    ]);
  }, 180_000);
  afterAll(() => platform?.close());

  it('answers the bearer of the token in every process, with its service named', async () => {
    const { token, processes } = platform.metrics;
    expect(processes.map((process) => process.name).sort()).toEqual(
      [
        'classroom-sync',
        'classroom-sync-worker',
        'finance',
        'gateway',
        'groups',
        'homework',
        'identity',
        'inventory',
        'maestro',
        'messaging',
        'planning',
        'reports',
      ].sort(),
    );
    for (const { name, url } of processes) {
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      const text = await answer.text();
      expect(text).toContain('# TYPE crescendo_http_request_duration_seconds histogram');
      expect(text).toMatch(/process_resident_memory_bytes\{service="[a-z-]+"\}/);
    }
  });

  it('counts classroom-sync’s queues per state in its worker, read from Redis at the scrape', async () => {
    const { token, processes } = platform.metrics;
    const worker = processes.find((process) => process.name === 'classroom-sync-worker')!;
    const text = await (await fetch(worker.url, { headers: { authorization: `Bearer ${token}` } })).text();
    for (const queue of ['classroom-import', 'classroom-grades', 'classroom-roster-resync'])
      expect(text).toMatch(
        new RegExp(`crescendo_queue_jobs\\{[^}]*queue="${queue}"[^}]*state="waiting"[^}]*\\} 0`),
      );
    expect(text).toContain('# TYPE crescendo_queue_job_duration_seconds histogram');
  });

  it('counts the gateway’s answers per route pattern, never per raw path', async () => {
    const { token } = platform.metrics;
    await fetch(`${platform.origin}/api/v1/groups/00000000-0000-4000-8000-000000000000`);
    const text = await (
      await fetch(`${platform.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    expect(text).toMatch(
      /crescendo_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/groups\/:groupId"[^}]*\} [1-9]/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/crescendo_live_sockets\{measure="sockets",service="gateway"\} 0/);
  });

  it('answers nobody else, through the public gateway or on a service’s port', async () => {
    const [gateway, identity] = [
      platform.metrics.processes.find((process) => process.name === 'gateway')!,
      platform.metrics.processes.find((process) => process.name === 'identity')!,
    ];
    for (const url of [gateway.url, identity.url]) {
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(url, { headers: { authorization: 'Bearer guess' } })).status).toBe(404);
    }
  });
});
