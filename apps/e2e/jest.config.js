// Browser journeys: jest in ESM mode like the root configuration, one browser test file at a time.
// Run with `npm test -w @crescendo/e2e` (or `npm run jest -- -c apps/e2e/jest.config.js` from the root).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'es6' },
  },
];

export default {
  rootDir: '../..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@crescendo/(contracts|domain|i18n)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/apps/e2e/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/apps/e2e/src/global-setup.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
