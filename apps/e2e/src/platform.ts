import { randomBytes } from 'node:crypto';
import { startPlatform, testRunEnv, type PlatformService, type RunningPlatform } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';

let instances = 0;

/** Lines kept of what the platform's processes printed (LOG_LEVEL warn: warnings and errors, mostly). */
const keptLines = 400;

export interface E2ePlatform extends RunningPlatform<MailCatcher> {
  /** What the processes printed last, each line prefixed with its process's name. */
  recentOutput(): string[];
}

/**
 * The whole platform for a journey file — fake Google, identity with the demo organisation, the gateway —
 * from dist/, on free ports, in the run's database, with a NATS prefix, schemas and Redis keys of its own (the
 * worker's pid in each: every jest worker counts its platforms from 1) so that two platforms of one run never
 * answer each other's requests, see each other's data nor spend each other's request and sign-in budgets.
 * `services` starts only those besides fake Google and the gateway (every one by default): a journey's second
 * platform that shows, say, a portal down needs identity only, and starts in a fraction of the time.
 */
export async function startE2ePlatform(
  env: Record<string, Record<string, string>> = {},
  options: { services?: PlatformService[] } = {},
): Promise<E2ePlatform> {
  const run = testRunEnv();
  instances += 1;
  // jest loads this module afresh for each file, so the count restarts at 1 in every file of a worker: the random
  // part keeps a later file from reusing an earlier one's schemas (and finding, say, eleve7 already in a group).
  const id = `p${process.pid}x${instances}${randomBytes(3).toString('hex')}`;
  const recent: string[] = [];
  const platform = await startPlatform({
    startMail: startMailCatcher,
    databaseUrl: run.databaseUrl,
    natsPrefix: `${run.runId}.${id}.`,
    schemaSuffix: `_${id}`,
    redisUrl: run.redisUrl,
    redisPrefix: `${run.redisPrefix}${id}:`,
    demo: true,
    env,
    services: options.services,
    onOutput: (name, line) => {
      const stamped = `${new Date().toISOString().slice(11, 23)} ${name}│ ${line}`;
      recent.push(stamped);
      if (recent.length > keptLines) recent.shift();
      if (process.env.E2E_PLATFORM_LOGS) process.stderr.write(`${stamped}\n`);
    },
  });
  const recentOutput = () => [...recent];
  return {
    ...platform,
    recentOutput,
    async close() {
      printIfFailed(recentOutput());
      await platform.close();
    },
  };
}

/** True once a test or hook of this file failed (apps/e2e/jest/environment.mjs sets it). */
function journeyFailed(): boolean {
  return (globalThis as { __journeyFailed?: boolean }).__journeyFailed === true;
}

/** After a failure, what the platform said last: CI keeps only what the run printed. */
export function printIfFailed(lines: string[]): void {
  if (!journeyFailed() || process.env.E2E_PLATFORM_LOGS) return;
  const file = expect.getState().testPath ?? 'journey';
  process.stderr.write(
    `\n── ${file}: the platform's last ${lines.length} lines ──\n${lines.join('\n')}\n── end ──\n`,
  );
}
