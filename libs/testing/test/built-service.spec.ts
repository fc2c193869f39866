import { serviceEnv, startBuiltProcess, startBuiltService } from '@crescendo/testing';

describe('a service started from its build', () => {
  it('answers once ready, on its own port, and is gone after stop', async () => {
    const identity = await startBuiltService('identity', serviceEnv());
    const ready = await fetch(`${identity.url}/health/ready`);
    expect(ready.status).toBe(200);
    await identity.stop();
    await expect(fetch(`${identity.url}/health/ready`)).rejects.toThrow();
  });

  it('names a service that is not built', async () => {
    await expect(startBuiltService('no-such-service', serviceEnv())).rejects.toThrow(
      'services/no-such-service/dist/main.js is not built: run npm run build',
    );
  });

  it('fails at once with the output of a process that exits before it is ready', async () => {
    // Waiting for readiness instead would take its 60 s limit, beyond jest's 30 s.
    await expect(
      startBuiltProcess({
        name: 'broken',
        script: 'libs/testing/test/fixtures/exits-early.mjs',
        env: {},
        readyUrl: 'http://127.0.0.1:9/never',
      }),
    ).rejects.toThrow(/broken exited with 3:\nconfiguration invalide: DATABASE_URL/);
  });
});
