// Module boundaries by Nx tags (docs/decisions/0017-module-boundaries-by-tags.md). Every project carries one
// `type:` and one `scope:` tag in its package.json (`nx.tags`); the rule reads them from the Nx project
// graph, so a new service, app or lib is checked from its first line without editing this file.

const react = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', 'react-i18next'];
const browserOnly = [...react, 'keycloak-js', '@tanstack/*', '@radix-ui/*'];
const serverOnly = [
  '@nestjs/*',
  '@fastify/*',
  'fastify',
  'typeorm',
  'pg',
  'ioredis',
  'bullmq',
  '@nats-io/*',
  'oidc-provider',
];

/** What may import what: by kind of project (type) and by where it runs (scope). */
export const depConstraints = [
  // Apps and services are deployed apart: nothing imports one; everything is built from libs and tools.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
  // The benchmarks run a service's own statements in their bare baselines, through its `/sql` subpath only
  // (issue 24.2; eslint.config.js holds the subpath rule): a copy would drift from what the service runs.
  { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:lib', 'type:tool', 'type:service'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
  // The browser never loads server code; a server never loads the front ends' libs nor React.
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
    bannedExternalImports: serverOnly,
  },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    bannedExternalImports: browserOnly,
  },
  // Shared libs (contracts, domain rules, i18n) run on both sides: neither side's packages.
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: [...browserOnly, ...serverOnly],
  },
  // Whole-platform tooling (journeys, benchmarks, scripts) drives both sides.
  {
    sourceTag: 'scope:platform',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:server', 'scope:shared', 'scope:platform'],
  },
];
