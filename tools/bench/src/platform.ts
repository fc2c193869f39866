import { spawn, type ChildProcess } from 'node:child_process';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health/ready`)).ok;
  } catch {
    return false;
  }
}

/**
 * What the bench changes in the platform it starts: load tests come from one client, so the gateway's
 * per-client and per-person rate limits (3000/min per address and 600/min per person on /api by default) and identity's sign-up quota per address would answer
 * most of them 429. tools/scripts/start.mjs passes its environment on to every service.
 */
export const benchPlatformEnv: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  RATE_LIMIT_PER_PERSON_PER_MINUTE: '10000000',
  RATE_LIMIT_REALMS_PER_MINUTE: '10000000',
  RATE_LIMIT_WEB_PER_MINUTE: '10000000',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '10000000',
};

export interface Platform {
  startedHere: boolean;
  stop(): Promise<void>;
}

const settleSeconds = Number(process.env.BENCH_SETTLE_S ?? 60);

/**
 * The platform the benchmarks measure: the one already at BENCH_URL, or one started here with
 * `npm start` (demo data included, `benchPlatformEnv` on top) and stopped at the end.
 */
export async function ensurePlatform(
  baseUrl: string,
  repoRoot: string,
  log: (m: string) => void,
): Promise<Platform> {
  if (await answers(baseUrl)) {
    log(`measuring the platform already at ${baseUrl} (its own rate limit and settings apply)`);
    return { startedHere: false, stop: async () => undefined };
  }
  log(`no platform at ${baseUrl}: starting one with npm start (${formatEnv(benchPlatformEnv)})`);
  const child: ChildProcess = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...benchPlatformEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  while (!(await answers(baseUrl))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the platform did not become ready in 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Measured from the start, the first runs also count the platform's settling: its idle services' first
  // memory-reducing collections (80–150 ms of CPU each, 25–60 s after start) and code not yet optimised.
  log(`  platform answering; ${settleSeconds} s for it to settle (BENCH_SETTLE_S)`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return {
    startedHere: true,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

function formatEnv(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}
