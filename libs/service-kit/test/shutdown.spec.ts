import { createNote, probeService, serviceEnv, testServiceClient } from '@crescendo/testing';
import {
  requestsInFlight,
  runMain,
  startService,
  type RunningService,
  type ServiceClient,
} from '../src/index.js';

describe('graceful shutdown', () => {
  const env = serviceEnv();
  let client: ServiceClient;
  beforeAll(() => {
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX!, timeoutMs: 5000 });
  });
  afterAll(() => client.close());

  it('on SIGTERM reports not ready, lets a request in progress finish, then takes no more work and exits 0', async () => {
    let running: RunningService | undefined;
    let exitCode: number | undefined;
    const exited = new Promise<void>((resolve) => {
      void runMain(
        async () => (running = await startService(probeService, env)),
        (code) => {
          exitCode = code;
          resolve();
        },
      );
    });
    await new Promise<void>((resolve) => {
      const wait = () => (running ? resolve() : setTimeout(wait, 20));
      wait();
    });

    const slow = client.send(createNote, { text: 'pendant l’arrêt', delayMs: 800 }, null);
    // SIGTERM once the request is in the handler (not after a fixed delay: a loaded machine is slower).
    await new Promise<void>((resolve) => {
      const wait = () => (requestsInFlight.size > 0 ? resolve() : setTimeout(wait, 10));
      wait();
    });
    process.emit('SIGTERM');
    // Not ready from SIGTERM on (the request in hand is still being answered).
    const readiness = await running!.infra.readiness.report();
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.shutdown).toEqual({ ok: false, error: 'arrêt en cours' });

    const reply = await slow;
    expect(reply.ok).toBe(true);
    await exited;
    expect(exitCode).toBe(0);

    const after = await client.send(createNote, { text: 'trop tard', delayMs: 0 }, null, 500);
    expect(after.ok).toBe(false);
  });
});
