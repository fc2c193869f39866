import { OwnNatsServer, probeService, serviceEnv } from '@crescendo/testing';
import { startService, type RunningService } from '../src/index.js';

describe('readiness over HTTP', () => {
  let nats: OwnNatsServer;
  let running: RunningService;

  beforeAll(async () => {
    nats = await OwnNatsServer.start();
    running = await startService(probeService, serviceEnv({ NATS_URL: nats.url }));
  });
  afterAll(async () => {
    await running.close();
    await nats.destroy();
  });

  it('says which dependency is down, never why (no host, port or error text for the public)', async () => {
    await nats.stop();
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { checks: Record<string, object> };
    expect(body).toEqual({
      status: 'unavailable',
      ready: false,
      checks: { postgres: { ok: true }, nats: { ok: false } },
    });
    expect(JSON.stringify(body)).not.toMatch(/error|127\.0\.0\.1|ECONN|closed|within/i);
    await nats.resume();
  });
});
