import { performance } from 'node:perf_hooks';
import type { Deliveries } from './live-sockets.js';

export interface Sender {
  /** Posts a message; resolves with its id. */
  send(content: string): Promise<string>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function allDelivered(deliveries: Deliveries, id: string, sockets: number, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while ((deliveries.get(id)?.length ?? 0) < sockets) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

/**
 * One message at a time: sent → delivered to every socket, each delivery's latency counted from just before the
 * POST. p50 and p99 over every delivery of every message.
 */
export async function latencyRun(sender: Sender, deliveries: Deliveries, sockets: number, messages: number) {
  const latencies: number[] = [];
  let lost = 0;
  for (let i = 0; i < messages; i += 1) {
    const sentAt = performance.now();
    const id = await sender.send(`Banc d’essai ${i}`);
    if (!(await allDelivered(deliveries, id, sockets))) lost += sockets - (deliveries.get(id)?.length ?? 0);
    for (const at of deliveries.get(id) ?? []) latencies.push(at - sentAt);
  }
  latencies.sort((a, b) => a - b);
  return { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), lost };
}

/**
 * `inFlight` senders posting back to back for `seconds`: the messages per second delivered to every socket (a
 * message counts once all sockets have it), and the deliveries per second.
 */
export async function throughputRun(
  sender: Sender,
  deliveries: Deliveries,
  sockets: number,
  seconds: number,
  inFlight: number,
) {
  const ids: string[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, lane) => {
      for (let n = 0; performance.now() < end; n += 1) ids.push(await sender.send(`Débit ${lane}.${n}`));
    }),
  );
  for (const id of ids) await allDelivered(deliveries, id, sockets, 30_000);
  // A loop, not `Math.max(...all)`: 200 sockets × thousands of messages overflow the call stack as arguments.
  let lastDelivery = start;
  for (const id of ids) for (const at of deliveries.get(id) ?? []) if (at > lastDelivery) lastDelivery = at;
  const elapsed = (lastDelivery - start) / 1000;
  const complete = ids.filter((id) => (deliveries.get(id)?.length ?? 0) >= sockets).length;
  return {
    messagesPerSecond: round(complete / elapsed),
    deliveriesPerSecond: Math.round((complete * sockets) / elapsed),
    sent: ids.length,
    complete,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
