import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import nx from '@nx/eslint-plugin';
import { createProjectGraphAsync } from '@nx/devkit';
import { depConstraints } from './tools/lint/module-boundaries.js';

// `@nx/enforce-module-boundaries` reads the project graph Nx caches in .nx/workspace-data and silently skips
// every check when there is none (a fresh clone) or uses a stale one (a project added since): compute it
// now, so that `eslint` alone, an editor and `npm run lint` all see every project and its tags.
await createProjectGraphAsync({ exitOnError: false });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.crescendo/**',
      'coverage/**',
      'tools/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // The benchmarks reach a service only for its statements' text (`@crescendo/<service>/sql`), never its code.
  {
    files: ['tools/bench/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@crescendo/(gateway|identity|groups|homework|messaging|finance|classroom-sync)(?!/sql$)',
              message: 'A benchmark imports a service only through its /sql subpath (issue 24.2).',
            },
          ],
        },
      ],
    },
  },
  // Module boundaries (docs/decisions/0017-module-boundaries-by-tags.md): what a project may import follows
  // from its `type:` and `scope:` tags (tools/lint/module-boundaries.js); no relative import leaves its project.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          depConstraints,
          // The workspace's own root configuration (jest.config.js), which a project's config extends.
          allow: ['^(\\.\\./)+jest\\.config\\.js$'],
          // The test harness is built on service-kit, and service-kit's own tests use the harness.
          ignoredCircularDependencies: [['@crescendo/service-kit', '@crescendo/testing']],
        },
      ],
    },
  },
);
