import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { benchmarks } from './benchmarks/index.js';
import type { Measurement } from './measurement.js';
import { ensurePlatform } from './platform.js';
import { report } from './report.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
const only = process.argv.slice(2);
const unknown = only.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = benchmarks.filter((b) => only.length === 0 || only.includes(b.name));
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const platform = selected.some((b) => b.needsPlatform) ? await ensurePlatform(baseUrl, repoRoot, log) : null;
const measurements: Measurement[] = [];
try {
  for (const benchmark of selected) {
    log(`${benchmark.name}: ${benchmark.description}`);
    const platformStartedHere = platform?.startedHere ?? false;
    try {
      measurements.push(...(await benchmark.run({ baseUrl, repoRoot, platformStartedHere, log })));
    } catch (error) {
      // One broken benchmark must not hide the others' figures; the exit code still says it.
      log(
        `${benchmark.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  await platform?.stop();
}
report(measurements, join(repoRoot, 'tools/bench/results/latest.json'));
