import { randomBytes } from 'node:crypto';
import { startPlatform, testRunEnv, type RunningPlatform } from '@crescendo/testing';

let instances = 0;

/**
 * The whole platform for a journey file — fake Google, identity with the demo organisation, the gateway —
 * from dist/, on free ports, in the run's database, with a NATS prefix, schemas and Redis keys of its own (the
 * worker's pid in each: every jest worker counts its platforms from 1) so that two platforms of one run never
 * answer each other's requests, see each other's data nor spend each other's request and sign-in budgets.
 */
export function startE2ePlatform(env: Record<string, Record<string, string>> = {}): Promise<RunningPlatform> {
  const run = testRunEnv();
  instances += 1;
  // jest loads this module afresh for each file, so the count restarts at 1 in every file of a worker: the random
  // part keeps a later file from reusing an earlier one's schemas (and finding, say, eleve7 already in a group).
  const id = `p${process.pid}x${instances}${randomBytes(3).toString('hex')}`;
  return startPlatform({
    databaseUrl: run.databaseUrl,
    natsPrefix: `${run.runId}.${id}.`,
    schemaSuffix: `_${id}`,
    redisUrl: run.redisUrl,
    redisPrefix: `${run.redisPrefix}${id}:`,
    demo: true,
    env,
    onOutput: process.env.E2E_PLATFORM_LOGS
      ? (name, line) => process.stderr.write(`${name}│ ${line}\n`)
      : undefined,
  });
}
