import { createPrivateKey, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import {
  connect,
  createInbox,
  headers,
  nkeyAuthenticator,
  type NatsConnection,
} from '@nats-io/transport-node';
import { actorToken } from '@crescendo/contracts';
import { closedLoop, type LoopResult } from './closed-loop.js';

export interface Actor {
  userId: string;
  organizationId: string;
  roles: string[];
}

const encoder = new TextEncoder();

/** What `npm start` wrote for its NATS boundary (tools/scripts/lib/nats-boundary.mjs). */
interface LocalBoundary {
  url: string;
  prefix: string;
  credentials: Record<string, { seed: string }>;
  operator: { seed: string };
  actorKeys: { signingKey: string };
}

export interface NatsProbes {
  /** As the gateway: its NATS user (a bounded platform), sending `actor` as the gateway does. */
  gateway: NatsConnection;
  /** For the echo, which no service's permissions allow: the local operator on a bounded platform. */
  echo: NatsConnection;
  prefix: string;
  actor: unknown;
}

/**
 * The NATS probes' connections. On a platform `npm start` runs with the NATS boundary, the gateway's
 * user and a signed actor (one token, as the gateway caches it) and the local operator for the echo;
 * with NATS_URL given, that server with no credentials and the actor in clear (a platform without it).
 */
export async function withNats<T>(
  repoRoot: string,
  actor: Actor,
  use: (probes: NatsProbes) => Promise<T>,
): Promise<T> {
  const file = join(repoRoot, '.crescendo/nats-boundary/keys.json');
  const local =
    !process.env.NATS_URL && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as LocalBoundary)
      : null;
  const seeded = (seed: string, inbox: string) => ({
    authenticator: nkeyAuthenticator(new TextEncoder().encode(seed)),
    inboxPrefix: inbox,
  });
  const servers = local?.url ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const gateway = await connect({
    servers,
    ...(local ? seeded(local.credentials.gateway!.seed, '_INBOX_gateway') : {}),
  });
  const echo = local ? await connect({ servers, ...seeded(local.operator.seed, '_INBOX_bench') }) : gateway;
  const signed = local
    ? await new SignJWT({ act: actor })
        .setProtectedHeader({ alg: actorToken.algorithm, typ: actorToken.type })
        .setIssuer(actorToken.issuer)
        .setAudience(actorToken.audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(createPrivateKey({ key: JSON.parse(local.actorKeys.signingKey), format: 'jwk' }))
    : actor;
  try {
    return await use({
      gateway,
      echo,
      prefix: local?.prefix ?? process.env.NATS_PREFIX ?? '',
      actor: signed,
    });
  } finally {
    await gateway.drain();
    if (echo !== gateway) await echo.drain();
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
 * no HTTP, no access token (the actor signed once, as the gateway's cache does). Counts a reply as good only when the envelope says ok.
 */
export function groupsOverNats(
  { gateway: nc, actor, prefix }: NatsProbes,
  concurrency: number,
  seconds: number,
): Promise<LoopResult> {
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
