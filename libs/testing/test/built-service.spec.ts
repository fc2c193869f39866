import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort, repoRoot, serviceEnv, startBuiltProcess, startBuiltService } from '../src/index.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

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
    // Waiting for readiness instead would take its 60 s limit, all of jest's time for a test.
    await expect(
      startBuiltProcess({
        name: 'broken',
        script: 'libs/testing/test/fixtures/exits-early.mjs',
        env: {},
        readyUrl: 'http://127.0.0.1:9/never',
      }),
    ).rejects.toThrow(/broken exited with 3:\nconfiguration invalide: DATABASE_URL/);
  });

  // Up to 30 s to be ready on a busy machine, then up to 20 s to go (its close is cut at 5 s).
  it('stops by itself when the process that started it dies, even killed outright', async () => {
    const port = await freePort();
    const parent = spawn(
      process.execPath,
      [join(repoRoot, 'libs/testing/test/fixtures/parent-of-service.mjs'), 'services/identity/dist/main.js'],
      { cwd: repoRoot, env: { ...process.env, ...serviceEnv({ HTTP_PORT: String(port) }) } },
    );
    const [line] = (await once(parent.stdout, 'data')) as [Buffer];
    const servicePid = Number(line.toString().trim());
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
    try {
      expect(await until(ready, 30_000)).toBe(true);
      parent.kill('SIGKILL');
      expect(await until(() => !alive(servicePid), 20_000)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
      if (alive(servicePid)) process.kill(servicePid, 'SIGKILL');
    }
  }, 60_000);
});
