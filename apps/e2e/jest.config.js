// Browser journeys against the whole platform, built and started from dist/ with the run's own database
// and prefixes (see src/platform.ts). One test file at a time: each starts its platform and a Chromium.
// Run with `npm test -w @crescendo/e2e` (or `npm run jest -- -c apps/e2e/jest.config.js` from the root).
import root from '../../jest.config.js';

export default {
  ...root,
  rootDir: '../..',
  testMatch: ['<rootDir>/apps/e2e/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/apps/e2e/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/apps/e2e/jest/global-teardown.mjs',
  testEnvironment: '<rootDir>/apps/e2e/jest/environment.mjs',
  testSequencer: '<rootDir>/apps/e2e/jest/sequencer.mjs',
  // A test takes 5–20 s on a quiet machine; CI's machine has run the journeys 3–4× slower than that (and one
  // test 6×). The limit leaves room for that; a journey that does several screens is split, one test each.
  testTimeout: 120000,
  maxWorkers: 1,
};
