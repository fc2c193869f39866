import { newNatsUserKey, startService, type RunningService } from '../src/index.js';
import { OwnNatsServer, probeService, serviceEnv } from '@crescendo/testing';

describe('a service whose NATS is not there yet when it starts', () => {
  let nats: OwnNatsServer;
  let running: RunningService | undefined;

  beforeAll(async () => {
    // This suite stops NATS: it runs its own server, never the machine's.
    nats = await OwnNatsServer.start();
  });
  afterAll(async () => {
    await running?.close();
    await nats.destroy();
  });

  it('waits for it, then starts and answers', async () => {
    await nats.stop();
    const starting = startService(probeService, serviceEnv({ NATS_URL: nats.url }));
    const early = await Promise.race([
      starting.then(
        () => 'started',
        (error: unknown) => `failed: ${String(error)}`,
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1500)),
    ]);
    expect(early).toBe('waiting');

    await nats.resume();
    running = await starting;
    const health = await fetch(`${running.url}/health/ready`);
    expect(health.status).toBe(200);
  });

  it('stops at once when NATS refuses its sign-in, instead of waiting', async () => {
    const prefix = 'tfirstconnect.';
    const bounded = await OwnNatsServer.start({ prefix });
    try {
      const stranger = newNatsUserKey().seed;
      await expect(
        startService(
          probeService,
          serviceEnv({ NATS_URL: bounded.url, NATS_PREFIX: prefix, NATS_NKEY_SEED: stranger }),
        ),
      ).rejects.toThrow(/Authorization Violation/);
    } finally {
      await bounded.destroy();
    }
  });
});
