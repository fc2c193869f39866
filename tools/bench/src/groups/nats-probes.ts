import { randomUUID } from 'node:crypto';
import { connect, createInbox, headers, type NatsConnection } from '@nats-io/transport-node';
import { closedLoop, type LoopResult } from './closed-loop.js';

export interface Actor {
  userId: string;
  organizationId: string;
  roles: string[];
}

const encoder = new TextEncoder();

export async function withNats<T>(use: (nc: NatsConnection) => Promise<T>): Promise<T> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    return await use(nc);
  } finally {
    await nc.drain();
  }
}

/**
 * NATS request/reply alone, with a payload the size of the groups reply, answered by an echo in this
 * process: once with the client's shared reply inbox (`request`), once as Nest's ClientNats does it
 * (a new inbox subscription per request, then an unsubscribe).
 */
export async function natsEcho(nc: NatsConnection, bytes: number, concurrency: number, seconds: number) {
  const subject = `bench.echo.${randomUUID()}`;
  const payload = encoder.encode('x'.repeat(bytes));
  const echo = nc.subscribe(subject, {
    callback: (_, msg) => {
      msg.respond(msg.data);
    },
  });
  await nc.flush();
  const shared = await closedLoop(concurrency, seconds, async () => {
    await nc.request(subject, payload, { timeout: 5000 });
    return true;
  });
  const perRequestInbox = await closedLoop(
    concurrency,
    seconds,
    () =>
      new Promise<boolean>((resolve) => {
        const inbox = createInbox();
        const timer = setTimeout(() => {
          sub.unsubscribe();
          resolve(false);
        }, 5000);
        const sub = nc.subscribe(inbox, {
          max: 1,
          callback: () => {
            clearTimeout(timer);
            resolve(true);
          },
        });
        nc.publish(subject, payload, { reply: inbox });
      }),
  );
  echo.unsubscribe();
  return { shared, perRequestInbox };
}

/**
 * `groups.group.list` straight to the groups service over NATS, in Nest's packet format: no gateway,
 * no HTTP, no token. Counts a reply as good only when the envelope says ok.
 */
export function groupsOverNats(
  nc: NatsConnection,
  actor: Actor,
  concurrency: number,
  seconds: number,
): Promise<LoopResult> {
  const prefix = process.env.NATS_PREFIX ?? '';
  const subject = `${prefix}groups.group.list`;
  return closedLoop(concurrency, seconds, async () => {
    const h = headers();
    h.set('x-correlation-id', randomUUID());
    const packet = {
      pattern: 'groups.group.list',
      data: { actor, payload: { includeArchived: false } },
      id: randomUUID(),
    };
    const reply = await nc.request(subject, encoder.encode(JSON.stringify(packet)), {
      timeout: 5000,
      headers: h,
    });
    const body = reply.json<{ response?: { ok?: boolean } }>();
    return body.response?.ok === true;
  });
}
