// Test support (`@crescendo/web-kit/testing`), never bundled: the live channel of the API under test.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { WebSocket, WebSocketServer as Wss } from 'ws';

// Node's build of ws, by its path: under jsdom, jest resolves 'ws' to its browser stub.
const require = createRequire(import.meta.url);
const { WebSocketServer } = require(join(dirname(require.resolve('ws/package.json')), 'index.js')) as {
  WebSocketServer: typeof Wss;
};

/**
 * A real `/api/v1/live` on the test API's server, speaking the live protocol as the gateway does (decision
 * 0031) for any token: `ready` to `auth`, every topic asked `subscribed`. `push` sends an event to the
 * sockets following its topic; `following(topic)` resolves once one does.
 */
export function attachLiveChannel(server: Server) {
  const sockets = new Map<WebSocket, Set<string>>();
  const waiters: Array<{ topic: string; done: () => void }> = [];
  let seq = 0;
  const wss = new WebSocketServer({ server, path: '/api/v1/live' });
  wss.on('connection', (socket) => {
    sockets.set(socket, new Set());
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; topics?: string[]; ref?: string };
      if (frame.type === 'auth') {
        socket.send(JSON.stringify({ type: 'ready', userId: 'test', expiresAt: Date.now() + 3_600_000 }));
      } else if (frame.type === 'subscribe' && frame.topics) {
        frame.topics.forEach((topic) => sockets.get(socket)?.add(topic));
        socket.send(
          JSON.stringify({
            type: 'subscribed',
            ref: frame.ref,
            topics: frame.topics,
            refused: [],
            cursor: seq,
          }),
        );
        for (const waiter of waiters.filter((w) => frame.topics!.includes(w.topic))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done();
        }
      }
    });
  });
  return {
    following: (topic: string) =>
      [...sockets.values()].some((topics) => topics.has(topic))
        ? Promise.resolve()
        : new Promise<void>((done) => waiters.push({ topic, done })),
    push(topic: string, name: string, data: unknown) {
      seq += 1;
      const frame = JSON.stringify({
        type: 'event',
        seq,
        topic,
        name,
        data,
        occurredAt: new Date().toISOString(),
      });
      for (const [socket, topics] of sockets) if (topics.has(topic)) socket.send(frame);
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets.keys()) socket.terminate();
        wss.close(() => done());
      }),
  };
}
