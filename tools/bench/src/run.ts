import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { benchmarks } from './benchmarks/index.js';
import type { Measurement } from './measurement.js';
import { ensurePlatform } from './platform.js';
import { report } from './report.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
const only = process.argv.slice(2);
const selected = benchmarks.filter((b) => only.length === 0 || only.includes(b.name));
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const platform = selected.some((b) => b.needsPlatform) ? await ensurePlatform(baseUrl, repoRoot, log) : null;
const measurements: Measurement[] = [];
try {
  for (const benchmark of selected) {
    log(`${benchmark.name}: ${benchmark.description}`);
    measurements.push(...(await benchmark.run({ baseUrl, repoRoot, log })));
  }
} finally {
  await platform?.stop();
}
report(measurements, join(repoRoot, 'tools/bench/results/latest.json'));
