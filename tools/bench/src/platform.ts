import { spawn, type ChildProcess } from 'node:child_process';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health/ready`)).ok;
  } catch {
    return false;
  }
}

/**
 * The platform the benchmarks measure: the one already at BENCH_URL, or one started here with
 * `npm start` (demo data included) and stopped at the end.
 */
export async function ensurePlatform(baseUrl: string, repoRoot: string, log: (m: string) => void) {
  if (await answers(baseUrl)) return { stop: async () => undefined };
  log(`no platform at ${baseUrl}: starting one with npm start`);
  const child: ChildProcess = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  while (!(await answers(baseUrl))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the platform did not become ready in 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
