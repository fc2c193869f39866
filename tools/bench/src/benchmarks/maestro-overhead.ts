import { performance } from 'node:perf_hooks';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startMaestroStack } from '../maestro/maestro-stack.js';

const bench = 'maestro-overhead';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';
const teachers = Number(process.env.BENCH_MAESTRO_TEACHERS ?? 50);
const rounds = Number(process.env.BENCH_MAESTRO_ROUNDS ?? 3);
const modelLatencyMs = Number(process.env.BENCH_MAESTRO_MODEL_MS ?? 2000);
const streamed = process.env.BENCH_MAESTRO_PROGRESS !== 'false';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Issue 30 §6: `teachers` bilans asked at once (`rounds` times, after a warm-up) of Maestro IA from its build,
 * against tools/fake-llm answering after a fixed `modelLatencyMs`, streamed, each request's progress published
 * to the teacher's live topic. Maestro's own overhead = the request's time end to end over NATS minus the
 * model's fixed wait: reading the records, the context, the log line and the day's budget counters, the queue,
 * the streamed answer's parsing, validation and preview, the draft stored. The concurrency limit is set to
 * `teachers` so a request never waits for another's model time (a queue behind a slower model is the model's
 * capacity, not overhead).
 */
export const maestroOverhead: Benchmark = {
  name: bench,
  description: `${teachers} teachers ask a bilan at once (${rounds} rounds), fake model at ${modelLatencyMs} ms: end to end minus the model's time`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting identity, groups, homework, maestro and fake-llm from dist…');
    const stack = await startMaestroStack({ databaseUrl, modelLatencyMs, concurrency: teachers });
    try {
      const timed = async () => {
        const started = performance.now();
        const draft = await stack.bilan(streamed);
        if (draft.sentences.length === 0) throw new Error('a bilan without sentences');
        return performance.now() - started - modelLatencyMs;
      };
      await Promise.all(Array.from({ length: 5 }, timed)); // warm-up
      const overheads: number[] = [];
      const beforeModel: number[] = [];
      for (let round = 0; round < rounds; round++) {
        log(`  round ${round + 1}/${rounds}: ${teachers} at once…`);
        await stack.resetModel();
        const startedAt = Date.now();
        overheads.push(...(await Promise.all(Array.from({ length: teachers }, timed))));
        // Where the overhead goes: the model's arrivals, from the round's start (same machine, same clock).
        beforeModel.push(...(await stack.modelArrivals()).map((at) => at - startedAt));
      }
      const sorted = overheads.sort((a, b) => a - b);
      const arrivals = beforeModel.sort((a, b) => a - b);
      const note = `${sorted.length} bilans, ${teachers} at once, model ${modelLatencyMs} ms, ${streamed ? 'streamed' : 'not streamed'}`;
      return [
        {
          bench,
          metric: 'model asked after, p50',
          value: Math.round(percentile(arrivals, 50)),
          unit: 'ms',
          note: `p99 ${Math.round(percentile(arrivals, 99))} ms: records read, context, log line and budget counters`,
        },
        { bench, metric: 'overhead p50', value: Math.round(percentile(sorted, 50)), unit: 'ms', note },
        {
          bench,
          metric: 'overhead p99',
          value: Math.round(percentile(sorted, 99)),
          unit: 'ms',
          note: `${note}; max ${Math.round(sorted[sorted.length - 1]!)} ms`,
          budget: { limit: 50, kind: 'max' },
        },
      ];
    } finally {
      await stack.stop();
    }
  },
};
