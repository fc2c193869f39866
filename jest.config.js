// One jest configuration for every unit and integration test of the packages (the front ends' in jsdom).
// ESM mode (Nest 12 is ESM-only): run through `npm run jest`, which sets --experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': swc,
    // ESM-only dependencies that CommonJS packages require(); Node 20.19+ allows it, jest's runtime does not.
    'node_modules/(content-disposition)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: {
    '^@crescendo/(contracts|domain|i18n|service-kit|testing|ui|web-auth)$': '<rootDir>/libs/$1/src/index.ts',
    '^@crescendo/domain/(.*)$': '<rootDir>/libs/domain/src/$1.ts',
    '^@crescendo/contracts/http$': '<rootDir>/libs/contracts/src/http/index.ts',
    '^@crescendo/testing/fakes$': '<rootDir>/libs/testing/src/fakes/index.ts',
    '^@crescendo/testing/pdf$': '<rootDir>/libs/testing/src/pdf/pdf-text.ts',
    '^@crescendo/service-kit/(crypto|google|jobs|limits)$': '<rootDir>/libs/service-kit/src/$1/index.ts',
    '^@crescendo/i18n/(server|server-errors|preloaded)$': '<rootDir>/libs/i18n/src/$1/index.ts',
    '^@crescendo/fake-google$': '<rootDir>/tools/fake-google/src/index.ts',
    '^@crescendo/fake-llm$': '<rootDir>/tools/fake-llm/src/index.ts',
    '^@crescendo/mail-catcher$': '<rootDir>/tools/mail-catcher/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // `.spec.tsx`: the front ends' unit tier (React with Testing Library), each file in jsdom by its
  // `@jest-environment jsdom` docblock; the rest run in node.
  testMatch: [
    '<rootDir>/{libs,services,tools}/*/test/**/*.spec.{ts,tsx}',
    // The portals' own components (jsdom).
    '<rootDir>/apps/*-portal/test/**/*.spec.tsx',
    // The shell's own components (jsdom).
    '<rootDir>/apps/shell/test/**/*.spec.tsx',
  ],
  globalSetup: '<rootDir>/libs/testing/jest/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/libs/testing/jest/testing-library.mjs'],
  globalTeardown: '<rootDir>/libs/testing/jest/global-teardown.mjs',
  // Hooks included: a beforeAll starting services (in the worker or from their build) has taken over 30 s on a
  // busy CI machine. A test that passes takes what it takes; only a failing one waits longer.
  testTimeout: 60000,
  maxWorkers: 2,
  // Each test file's modules stay in its worker under --experimental-vm-modules: over ~300 files a worker
  // reached 4.4 GB and crashed ("Jest worker ran out of memory"), its files ever slower in collection before
  // that. A worker past this much after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
};
