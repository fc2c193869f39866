// The unit tier (issue 24.5): the tests that need no PostgreSQL, NATS or Redis — the domain's rules, the
// contracts, the translations, the front ends' components (jsdom) and each service's pure rules
// (`services/*/test/unit/`). They run without the global set-up that creates the run's database, so a test
// here that reached for infrastructure would fail. `npm run test:unit`; `npm test` runs them with the rest.
import root from './jest.config.js';

const pureLibraries = [
  'account-ui',
  'chat-ui',
  'classroom-ui',
  'contracts',
  'domain',
  'finance-ui',
  'group-ui',
  'i18n',
  'inventory-ui',
  'planning-ui',
  'practice-ui',
  'reports-ui',
  'web-auth',
  'web-kit',
];

export default {
  ...root,
  testMatch: [
    `<rootDir>/libs/{${pureLibraries.join(',')}}/test/**/*.spec.{ts,tsx}`,
    '<rootDir>/services/*/test/unit/**/*.spec.ts',
    '<rootDir>/tools/keycloak-realm/test/**/*.spec.ts',
    // The bench's pure figures (alternated pairs, medians).
    '<rootDir>/tools/bench/test/**/*.spec.ts',
    '<rootDir>/apps/*-portal/test/**/*.spec.tsx',
    // The shell's own components (jsdom).
    '<rootDir>/apps/shell/test/**/*.spec.tsx',
  ],
  globalSetup: undefined,
  globalTeardown: undefined,
};
