// Every package built (the journeys run the platform from dist/; Nx skips what is up to date), then the run's
// database and prefixes (the harness's set-up).
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import runSetup from '@crescendo/testing/jest/global-setup';

export default async function globalSetup(globalConfig) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], {
      cwd: globalConfig.rootDir,
      stdio: 'inherit',
    });
  }
  await runSetup();
  // Where a shared platform writes what the teardown stops once the worker is gone (src/shared-platform.ts).
  process.env.E2E_SHARED_PLATFORMS_DIR = join(tmpdir(), `crescendo-e2e-${process.env.CRESCENDO_TEST_RUN}`);
}
