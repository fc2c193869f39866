import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { livePath, messageCreatedLive, type LiveTopic } from '@crescendo/contracts';

/** Per message id: when each socket received it (performance.now()). */
export type Deliveries = Map<string, number[]>;

export interface SocketFleet {
  deliveries: Deliveries;
  close(): void;
}

/**
 * `count` sockets on the live channel, spread evenly over `origins` and over `tokens` (round robin), each
 * authenticated and subscribed to `topic`; every `messageCreatedLive` event a socket receives is timed (it
 * names the message; a page would then read it, which the figures leave out).
 */
export async function openFleet(
  origins: string[],
  tokens: string[],
  topic: LiveTopic,
  count: number,
): Promise<SocketFleet> {
  const deliveries: Deliveries = new Map();
  const sockets: WebSocket[] = [];
  const opening: Array<Promise<void>> = [];
  for (let i = 0; i < count; i += 1) {
    const origin = origins[i % origins.length]!;
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v1${livePath}`);
    sockets.push(socket);
    opening.push(
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`socket ${i} not subscribed within 30 s`)), 30_000);
        socket.once('error', reject);
        socket.once('open', () =>
          socket.send(JSON.stringify({ type: 'auth', token: tokens[i % tokens.length] })),
        );
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as {
            type: string;
            name?: string;
            data?: { id?: string };
          };
          if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
          else if (frame.type === 'subscribed') {
            clearTimeout(timer);
            resolve();
          } else if (frame.type === 'event' && frame.name === messageCreatedLive.name && frame.data?.id) {
            const at = performance.now();
            const list = deliveries.get(frame.data.id);
            if (list) list.push(at);
            else deliveries.set(frame.data.id, [at]);
          }
        });
      }),
    );
  }
  await Promise.all(opening);
  return { deliveries, close: () => sockets.forEach((socket) => socket.terminate()) };
}
