import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { backoffDelay, LiveClient, type LiveEventFrame, type LiveSocket } from '../src/index.js';

/**
 * The live client against a scripted server speaking the channel's frames (the gateway's side is tested
 * in services/gateway/test/live-channel.spec.ts): what it sends, when it reconnects, with which token and
 * from which event.
 */
interface Connection {
  socket: WebSocket;
  frames: Array<Record<string, unknown>>;
}

const topic = 'group:0b0c8f7e-6a4b-4c1e-9a55-3c1d2f4e5a6b' as const;
let server: WebSocketServer;
let url: string;
const connections: Connection[] = [];
const waiters = new Set<() => void>();
const changed = () => waiters.forEach((wake) => wake());

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within 5 s`);
    await new Promise<void>((resolve) => {
      const wake = () => (waiters.delete(wake), clearTimeout(timer), resolve());
      const timer = setTimeout(wake, 50);
      waiters.add(wake);
    });
  }
}
const frameOf = (n: number, type: string) => () =>
  connections[n]?.frames.find((frame) => frame.type === type);
const send = (n: number, frame: unknown) => connections[n]!.socket.send(JSON.stringify(frame));
const event = (seq: number, data: unknown) => ({
  type: 'event',
  seq,
  topic,
  name: 'test.thing.happened',
  data,
  occurredAt: new Date().toISOString(),
});

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/live`;
  server.on('connection', (socket) => {
    const connection: Connection = { socket, frames: [] };
    connections.push(connection);
    socket.on('message', (data) => {
      connection.frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
      changed();
    });
    changed();
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('LiveClient', () => {
  it('authenticates, follows its topics, resumes from the last event with a fresh token after a drop', async () => {
    let tokens = 0;
    const received: LiveEventFrame[] = [];
    const client = new LiveClient({
      url,
      getToken: async () => `token-${(tokens += 1)}`,
      socket: (address) => new WebSocket(address) as unknown as LiveSocket,
      backoff: { initialMs: 20, maxMs: 100 },
    });
    const start = connections.length;
    let subscriptions = 0;
    const stop = client.subscribe(topic, {
      onEvent: (frame) => received.push(frame),
      // The page reloads then what it read before the subscription took effect.
      onSubscribed: () => (subscriptions += 1),
    });

    expect(await until(frameOf(start, 'auth'), 'auth')).toEqual({ type: 'auth', token: 'token-1' });
    send(start, { type: 'ready', userId: 'u', expiresAt: Date.now() + 60_000 });
    expect(await until(frameOf(start, 'subscribe'), 'subscribe')).toEqual({
      type: 'subscribe',
      topics: [topic],
    });
    send(start, { type: 'subscribed', topics: [topic], refused: [], cursor: 7 });
    send(start, event(8, { n: 1 }));
    send(start, event(9, { n: 2 }));
    await until(() => received.length === 2, 'two events');
    expect(subscriptions).toBe(1);

    connections[start]!.socket.terminate();
    expect(await until(frameOf(start + 1, 'auth'), 'auth again')).toEqual({ type: 'auth', token: 'token-2' });
    send(start + 1, { type: 'ready', userId: 'u', expiresAt: Date.now() + 60_000 });
    expect(await until(frameOf(start + 1, 'subscribe'), 'resume')).toEqual({
      type: 'subscribe',
      topics: [topic],
      since: 9,
    });
    send(start + 1, { type: 'subscribed', topics: [topic], refused: [], cursor: 9 });
    await until(() => subscriptions === 2, 'subscribed again');
    expect(client.status).toBe('open');
    stop();
    expect(client.status).toBe('closed');
  });

  it('sends a fresh token on the same socket before the current one expires', async () => {
    let tokens = 0;
    const client = new LiveClient({
      url,
      getToken: async () => `renewed-${(tokens += 1)}`,
      socket: (address) => new WebSocket(address) as unknown as LiveSocket,
      renewBeforeMs: 30_000,
    });
    const start = connections.length;
    const stop = client.subscribe(topic, { onEvent: () => undefined });
    await until(frameOf(start, 'auth'), 'auth');
    // Expires within the renewal margin: renewed at once.
    send(start, { type: 'ready', userId: 'u', expiresAt: Date.now() + 1000 });
    await until(() => connections[start]!.frames.filter((f) => f.type === 'auth').length === 2, 'renewal');
    expect(connections[start]!.frames.filter((f) => f.type === 'auth')).toEqual([
      { type: 'auth', token: 'renewed-1' },
      { type: 'auth', token: 'renewed-2' },
    ]);
    expect(connections.length).toBe(start + 1);
    stop();
  });

  it('backs off between failed connections, and tells a topic’s listeners it was refused or revoked', async () => {
    expect(
      [0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, { initialMs: 40, maxMs: 160 }, () => 1)),
    ).toEqual([40, 80, 160, 160, 160]);
    expect(backoffDelay(2, { initialMs: 40, maxMs: 160 }, () => 0)).toBe(80);
    // Nobody answers there: the client keeps trying (each attempt a new socket).
    let attempts = 0;
    const client = new LiveClient({
      url: 'ws://127.0.0.1:9/nowhere',
      getToken: async () => 't',
      socket: (address) => ((attempts += 1), new WebSocket(address) as unknown as LiveSocket),
      backoff: { initialMs: 10, maxMs: 20 },
    });
    const stop = client.subscribe(topic, { onEvent: () => undefined });
    await until(() => attempts >= 3 || undefined, 'three attempts');
    expect(client.status === 'waiting' || client.status === 'connecting').toBe(true);
    stop();

    const revoked: unknown[] = [];
    const live = new LiveClient({
      url,
      getToken: async () => 't',
      socket: (address) => new WebSocket(address) as unknown as LiveSocket,
    });
    const start = connections.length;
    let subscribed = false;
    const off = live.subscribe(topic, {
      onEvent: () => undefined,
      onRevoked: (error) => revoked.push(error),
      onSubscribed: () => (subscribed = true),
    });
    await until(frameOf(start, 'auth'), 'auth');
    send(start, { type: 'ready', userId: 'u', expiresAt: Date.now() + 60_000 });
    await until(frameOf(start, 'subscribe'), 'subscribe');
    const notFound = { code: 'NOT_FOUND', message: 'Groupe introuvable.' };
    send(start, { type: 'subscribed', topics: [], refused: [{ topic, error: notFound }], cursor: 3 });
    send(start, { type: 'revoked', topic });
    await until(() => revoked.length === 2, 'refused and revoked');
    expect(revoked).toEqual([expect.objectContaining({ code: 'NOT_FOUND' }), null]);
    expect(subscribed).toBe(false);
    off();
  });
});
