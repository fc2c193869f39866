import { createServer } from 'node:net';

/** Ports this process has handed out: never twice, even once given up (a platform may still be binding it). */
const handedOut = new Set<number>();

/**
 * Picked below Linux's ephemeral range (32768–60999), so no outgoing connection holds one, and by class:
 * concurrent jest workers each take the ports of their own residue (JEST_WORKER_ID modulo `classes`). Two
 * platforms started at once by two workers are never handed the same port, where one's process would then
 * answer the health check meant for the other's.
 */
const range = { from: 20_000, to: 32_000 };
const classes = 8;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on 127.0.0.1 now, for a process about to be started: never one this process handed out before,
 * and only of this jest worker's class. Another program may still take it before it is bound: the starters
 * retry on EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const mine = Number(process.env.JEST_WORKER_ID ?? 0) % classes;
  const slots = Math.floor((range.to - range.from) / classes);
  for (let attempt = 1; attempt <= 500; attempt += 1) {
    const port = range.from + Math.floor(Math.random() * slots) * classes + mine;
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${range.from} and ${range.to} in 500 tries`);
}
