import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortalName } from '@crescendo/contracts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const shellDist = path.join(repoRoot, 'apps/shell/dist');

export function portalDist(portal: PortalName): string {
  return path.join(repoRoot, `apps/${portal}-portal/dist`);
}

/** The built front ends the journeys serve; `npm run build` in each app writes them. */
export function missingDists(): string[] {
  const wanted = [
    path.join(shellDist, 'index.html'),
    ...(['admin', 'teacher', 'student'] as const).map((portal) =>
      path.join(portalDist(portal), 'mf-manifest.json'),
    ),
  ];
  return wanted.filter((file) => !existsSync(file));
}
