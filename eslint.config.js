import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import crescendo from './tools/eslint-rules/no-cross-package-relative.js';

const services = [
  'gateway',
  'identity',
  'groups',
  'homework',
  'messaging',
  'finance',
  'classroom-sync',
  'inventory',
  'planning',
];
const portals = ['admin-portal', 'teacher-portal', 'student-portal'];

// Module boundaries (docs/decisions/0002-module-boundaries.md): a service imports only libs,
// a portal or a lib never imports a service or an app, and nobody reaches into another package's
// files by a relative path (tools/eslint-rules).
const noServices = {
  group: services.map((s) => `@crescendo/${s}`),
  message: 'A service or portal never imports a service.',
};
const noApps = {
  group: ['@crescendo/shell', ...portals.map((p) => `@crescendo/${p}`)],
  message: 'Apps are deployed apart: never import one from another.',
};

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
  {
    plugins: { crescendo },
    rules: { 'crescendo/no-cross-package-relative': 'error' },
  },
  {
    files: ['services/**/*.ts', 'apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServices, noApps] }] },
  },
);
