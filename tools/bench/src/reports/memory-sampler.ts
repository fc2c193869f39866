/** A process's resident memory over a run, read from its Prometheus `/metrics` (prom-client's default metric). */
export interface MemorySampler {
  stop(): Promise<{ firstMb: number; peakMb: number; lastMb: number; samples: number }>;
}

async function residentMb(url: string, token: string): Promise<number> {
  const text = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
  const found = /^process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text);
  if (!found) throw new Error(`no process_resident_memory_bytes at ${url}`);
  return Number(found[1]) / 1024 / 1024;
}

/** Samples every `everyMs` until stopped (one sample at least, taken at once). */
export async function sampleMemory(url: string, token: string, everyMs = 250): Promise<MemorySampler> {
  const values = [await residentMb(url, token)];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      values.push(await residentMb(url, token));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return {
        firstMb: values[0]!,
        peakMb: Math.max(...values),
        lastMb: values.at(-1)!,
        samples: values.length,
      };
    },
  };
}
