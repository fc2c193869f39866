import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/**
 * A fresh clone has no node_modules: install the lockfile's versions. `npm install` rather than `npm ci`:
 * npm 11 leaves other platforms' optional packages (e.g. @swc/core-darwin-*) out of a lockfile written on
 * Linux, and `npm ci` then refuses it as out of sync; `npm install` keeps the locked versions and fills those in.
 */
export async function ensureInstall(root) {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('• Installation des dépendances (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
