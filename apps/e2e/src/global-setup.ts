import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// Jest loads this file outside the ESM test environment: it imports nothing of ours.
const apps = [
  ['shell', 'index.html'],
  ['admin-portal', 'mf-manifest.json'],
  ['teacher-portal', 'mf-manifest.json'],
  ['student-portal', 'mf-manifest.json'],
] as const;

/** The journeys serve the built front ends: build those that are missing, one at a time (two cores). */
export default function globalSetup(_global: unknown, project: { rootDir: string }): void {
  for (const [app, marker] of apps) {
    const dir = path.join(project.rootDir, 'apps', app);
    if (existsSync(path.join(dir, 'dist', marker))) continue;
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  }
}
