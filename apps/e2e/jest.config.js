// Browser journeys against the whole platform, built and started from dist/ with the run's own database
// and prefixes (see src/platform.ts). One test file at a time: each starts its platform and a Chromium.
// Run with `npm test -w @crescendo/e2e` (or `npm run jest -- -c apps/e2e/jest.config.js` from the root).
import root from '../../jest.config.js';

export default {
  ...root,
  rootDir: '../..',
  testMatch: ['<rootDir>/apps/e2e/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/apps/e2e/jest/global-setup.mjs',
  testEnvironment: '<rootDir>/apps/e2e/jest/environment.mjs',
  testTimeout: 90000,
  maxWorkers: 1,
};
