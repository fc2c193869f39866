// The run's database and prefixes (the harness's set-up), then every package built: the journeys run
// the platform from dist/. Nx skips what is up to date.
import { execFileSync } from 'node:child_process';
import runSetup from '@crescendo/testing/jest/global-setup';

export default async function globalSetup(globalConfig) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], {
      cwd: globalConfig.rootDir,
      stdio: 'inherit',
    });
  }
  await runSetup();
}
