// npm test: from a fresh clone, every check and every test — lint, build, types, unit and integration
// tests against the real PostgreSQL/NATS/Redis, then the browser journeys — and one line of counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';
import { runCaptured, runStatus } from './lib/run.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
await ensureInstall(root);
const { defaults, howToStart, missingBrokers, reachable } = await import('./lib/infra.mjs');
const { ensureChromium } = await import('./lib/chromium.mjs');
const { ensurePgBouncer } = await import('./lib/pgbouncer.mjs');

const postgresUrl = process.env.TEST_ADMIN_DATABASE_URL ?? defaults.DATABASE_URL;
const brokers = await missingBrokers({
  NATS_URL: process.env.TEST_NATS_URL ?? defaults.NATS_URL,
  REDIS_URL: process.env.TEST_REDIS_URL ?? defaults.REDIS_URL,
});
if (process.env.TEST_INFRA !== 'containers') {
  const problems = [...brokers];
  if (!(await reachable(postgresUrl, 5432)))
    problems.unshift({ name: 'PostgreSQL', url: postgresUrl, server: 'postgres' });
  if (problems.length > 0) {
    for (const problem of problems)
      console.error(
        `✗ ${problem.name} ne répond pas à ${problem.url}. Démarrez-le :\n${howToStart(problem.server)}`,
      );
    process.exit(1);
  }
}

const reports = join(root, '.crescendo', 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const steps = [];
async function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const code = await runStatus(command, args, { cwd: root, env: { ...process.env, ...env } });
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000) });
  return code === 0;
}
/** A step of a lane run beside another: its output shown whole once it ends, under its name. */
async function quietStep(name, command, args) {
  const t0 = Date.now();
  const { code, output } = await runCaptured(command, args, { cwd: root, env: process.env });
  const seconds = Math.round((Date.now() - t0) / 1000);
  console.log(`\n━━ ${name} (${seconds} s) ━━\n${output.trimEnd()}`);
  steps.push({ name, ok: code === 0, seconds });
  return code === 0;
}
// The unit and integration files two at a time (the machine's two cores); the journeys one at a time, as
// their configuration says: each starts a whole platform and a Chromium, and two of them at once on two
// cores ran at a load of 17–20, where sign-ins and redirects outlasted their 30 s.
const jest = (config, output, workers) => [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--config',
  config,
  `--maxWorkers=${workers}`,
  '--ci',
  '--json',
  '--outputFile',
  join(reports, output),
];

// The tests through a transaction-mode pooler start their own PgBouncer (Debian's): installed first, they
// fail (never skip) if it cannot be.
await ensurePgBouncer();
// Lint and the build beside the type checks: each is mostly one single-threaded process (ESLint, tsc), so
// one after the other they left a core idle for minutes. Two lanes, one per core.
const [built] = await Promise.all([
  (async () => {
    await quietStep('Lint (ESLint + Prettier)', 'npm', ['run', 'lint', '--silent']);
    return quietStep('Construction', 'npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      '--parallel=1',
      '--outputStyle=static',
    ]);
  })(),
  (async () => {
    await quietStep('Types', 'npx', ['tsc', '-p', 'tsconfig.check.json']);
    // The front-end packages share one compiler configuration: one program checks them all (each file
    // once), where a tsc per package re-read React's types and the shared libraries for each package.
    await quietStep('Types (front ends)', 'npx', ['tsc', '-p', 'tsconfig.check-web.json']);
    // Their jsdom specs, which swc runs without checking (with jest's and Node's types, kept out of the above).
    await quietStep('Types (front ends’ specs)', 'npx', ['tsc', '-p', 'tsconfig.check-web-specs.json']);
    // The journeys' types too: this lane ends minutes before the build's.
    await quietStep('Types (journeys)', 'npx', ['tsc', '-p', 'apps/e2e/tsconfig.json']);
  })(),
]);
await step('Tests unitaires et d’intégration', process.execPath, jest('jest.config.js', 'unit.json', 2));
if (!built) {
  steps.push({ name: 'Parcours navigateur', ok: false, seconds: 0 });
} else if (await ensureChromium()) {
  // Everything was built above: the journeys' global set-up need not ask Nx again.
  await step('Parcours navigateur', process.execPath, jest('apps/e2e/jest.config.js', 'e2e.json', 1), {
    E2E_SKIP_BUILD: '1',
  });
} else {
  steps.push({ name: 'Parcours navigateur (Chromium absent)', ok: false, seconds: 0 });
}

const counts = { passed: 0, failed: 0, suites: 0 };
for (const file of ['unit.json', 'e2e.json']) {
  const path = join(reports, file);
  if (!existsSync(path)) continue;
  const result = JSON.parse(readFileSync(path, 'utf8'));
  counts.passed += result.numPassedTests;
  counts.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  counts.suites += result.numTotalTestSuites;
}
const failedSteps = steps.filter((s) => !s.ok);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log('\n━━ Résumé ━━');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
console.log(
  `Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.suites} suites; steps: ${steps.length - failedSteps.length}/${steps.length} ok; ${minutes} min`,
);
process.exit(failedSteps.length === 0 && counts.failed === 0 ? 0 : 1);
