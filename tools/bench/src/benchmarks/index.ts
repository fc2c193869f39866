import type { Benchmark } from '../measurement.js';

/** Every benchmark, in the order `npm run bench` runs them (`npm run bench -- <name>` for one). */
export const benchmarks: Benchmark[] = [];
