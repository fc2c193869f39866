import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import WebSocket from 'ws';
import {
  liveServerFrameSchema,
  liveSubject,
  livePath,
  type EventEnvelope,
  type LiveClientFrame,
  type LiveServerFrame,
  type LiveTopic,
} from '@crescendo/contracts';

/**
 * A live event put in the LIVE stream as a service's outbox relay puts it (for tests of the channel itself,
 * where no service publishes yet). Returns its sequence.
 */
export async function publishLive(
  nc: NatsConnection,
  prefix: string,
  topic: LiveTopic,
  name: string,
  data: unknown,
): Promise<number> {
  const id = randomUUID();
  const subject = `${prefix}${liveSubject(topic)}`;
  const envelope: EventEnvelope = {
    id,
    subject: liveSubject(topic),
    occurredAt: new Date().toISOString(),
    organizationId: null,
    data: { name, data },
  };
  const ack = await jetstream(nc).publish(subject, JSON.stringify(envelope), { msgID: id });
  return ack.seq;
}

/** `ws://…/api/v1/live` of a gateway origin. */
export function liveUrlOf(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/v1${livePath}`;
}

/**
 * A raw socket on the live channel for tests and benchmarks: every frame it receives is kept, `next` waits
 * for the first one (from a position) that matches, `closed` says how the server closed it.
 */
export class LiveTestSocket {
  readonly frames: LiveServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(liveServerFrameSchema.parse(JSON.parse(data.toString())));
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.waiters.forEach((wake) => wake());
      }),
    );
  }

  static async open(origin: string): Promise<LiveTestSocket> {
    const socket = new WebSocket(liveUrlOf(origin));
    const live = new LiveTestSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return live;
  }

  /** Opened, authenticated and subscribed: the `subscribed` answer. */
  static async subscribed(
    origin: string,
    token: string,
    topics: LiveTopic[],
    since?: number,
  ): Promise<{ live: LiveTestSocket; answer: Extract<LiveServerFrame, { type: 'subscribed' }> }> {
    const live = await LiveTestSocket.open(origin);
    live.send({ type: 'auth', token });
    await live.next((frame) => frame.type === 'ready');
    live.send({ type: 'subscribe', topics, since });
    const answer = await live.next(
      (frame): frame is Extract<LiveServerFrame, { type: 'subscribed' }> => frame.type === 'subscribed',
    );
    return { live, answer };
  }

  send(frame: LiveClientFrame | string): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  events(topic?: string): Array<Extract<LiveServerFrame, { type: 'event' }>> {
    return this.frames.filter(
      (frame): frame is Extract<LiveServerFrame, { type: 'event' }> =>
        frame.type === 'event' && (topic === undefined || frame.topic === topic),
    );
  }

  /** The first frame matching `accept` (from `from` on), waiting for it up to `timeoutMs`. */
  async next<F extends LiveServerFrame>(
    accept: ((frame: LiveServerFrame) => frame is F) | ((frame: LiveServerFrame) => boolean),
    timeoutMs = 10_000,
    from = 0,
  ): Promise<F> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(accept as (frame: LiveServerFrame) => boolean);
      if (found) return found as F;
      if (this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`socket closed before the frame came; got ${JSON.stringify(this.frames)}`);
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}
