// Module boundaries by Nx tags (docs/decisions/0017-module-boundaries-by-tags.md). Every project carries one
// `type:` (app, service, tool…; a library of the front ends or of both sides by its layer: `type:feature`,
// `type:ui`, `type:data-access` or `type:util`, decision 0049) and one `scope:` tag, in its package.json
// (`nx.tags`); the rule reads them from the Nx project graph, so a new service, app or lib is checked from
// its first line without editing this file.

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

/**
 * The kinds of library: the server's own (`type:lib`: service-kit, testing) and the layers of the front ends'
 * and of the shared ones (`type:util`: contracts, domain, i18n, web-kit).
 */
const libraries = ['type:lib', 'type:feature', 'type:ui', 'type:data-access', 'type:util'];

/** What may import what: by kind of project (type) and by where it runs (scope). */
export const depConstraints = [
  // Apps and services are deployed apart: nothing imports one; everything is built from libs and tools
  // (which side's libs: the scopes below).
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...libraries, 'type:tool'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: [...libraries, 'type:tool'] },
  // A library never imports a tool (issue 24.6): libs/testing takes the mail catcher from its caller.
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: libraries },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: [...libraries, 'type:tool'] },
  // The benchmarks run a service's own statements in their bare baselines, through its `/sql` subpath only
  // (issue 24.2; eslint.config.js holds the subpath rule): a copy would drift from what the service runs.
  { sourceTag: 'type:bench', onlyDependOnLibsWithTags: [...libraries, 'type:tool', 'type:service'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [...libraries, 'type:tool'] },
  // The layers of the front ends' libraries (decision 0049): a feature library (a screen's worth: group-ui,
  // finance-ui) is built from the UI kit (`type:ui`), the API client (`type:data-access`) and utilities
  // (`type:util`), never from another feature; the kit and the client from utilities only. The web kit is a
  // utility that composes the kit and the client into what every portal repeated (a form dialog, the toasts
  // around a change): it may use them, never a feature.
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
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
