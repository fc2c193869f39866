import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/** A fresh clone has no node_modules: install exactly what the lockfile says. */
export async function ensureInstall(root) {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('• Installation des dépendances (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
}
