import http from 'node:http';
import { summarise, type LoopResult } from './closed-loop.js';
import { withBrowserEncodings } from '../compare/compression.js';

/**
 * Requests sent at a steady `rate` per second for `seconds`, evenly spaced (not in bursts), over at most
 * `connections` keep-alive sockets. Each latency counts from when the request was due, so a server (or
 * a socket pool) that falls behind shows in the figures instead of slowing the sender down.
 */
export async function openLoop(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  connections: number,
): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;

  const one = (due: number) =>
    new Promise<void>((done) => {
      const fail = () => {
        errors += 1;
        latencies.push(performance.now() - due);
        done();
      };
      http
        .get(url, { agent, headers: withBrowserEncodings(headers) }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - due);
            done();
          });
          response.on('error', fail);
        })
        .on('error', fail);
    });

  const start = performance.now();
  const inFlight: Array<Promise<void>> = [];
  let sent = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(one(start + sent * interval));
        sent += 1;
      }
      if (sent === total) return finished();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  return summarise(latencies, (performance.now() - start) / 1000, errors);
}
