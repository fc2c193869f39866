// The shared platforms first (src/shared-platform.ts: the worker that started them has ended without closing
// them), then the run's database, streams and Redis keys (the harness's teardown).
import runTeardown from '@crescendo/testing/jest/global-teardown';
import { stopSharedPlatforms } from './stop-shared-platforms.mjs';

export default async function globalTeardown() {
  if (process.env.E2E_SHARED_PLATFORMS_DIR) await stopSharedPlatforms(process.env.E2E_SHARED_PLATFORMS_DIR);
  await runTeardown();
}
