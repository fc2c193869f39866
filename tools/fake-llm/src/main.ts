import { startFakeLlm } from './fake-llm.js';

// Standalone fake model for the offline demo. Environment: PORT (4600), HOST (127.0.0.1), LATENCY_MS (0).

function readNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be an integer from 0 to ${max}, got "${raw ?? ''}".`);
  return value;
}

const env = process.env;
const fake = await startFakeLlm({
  port: readNumber('PORT', env.PORT, 4600, 65535),
  host: env.HOST ?? '127.0.0.1',
  latencyMs: readNumber('LATENCY_MS', env.LATENCY_MS, 0, 600_000),
});

console.log(
  `fake-llm listening at ${fake.url} (OpenAI base URL ${fake.url}/v1); control API at ${fake.url}/__control/`,
);

// Started with an IPC channel (npm start, tests), it also stops when its parent is gone.
for (const signal of ['SIGINT', 'SIGTERM', ...(process.send ? (['disconnect'] as const) : [])] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
