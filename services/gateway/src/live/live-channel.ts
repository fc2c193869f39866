import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import { liveCloseCodes, livePath, type MembershipChoice } from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import type { ActorResolver } from '../auth/actor-resolver.js';
import type { AuthenticatedToken } from '../auth/authenticate.js';
import { LiveAccess } from './live-access.js';
import { LiveHub } from './live-hub.js';
import { LiveRevocations } from './live-revocations.js';
import { LiveSession, type LiveLimits } from './live-session.js';
import { LiveStream } from './live-stream.js';

export interface LiveChannelOptions {
  nats: NatsConnection;
  prefix: string;
  client: ServiceClient;
  resolver: ActorResolver;
  authenticate: (token: string, choice?: MembershipChoice) => Promise<AuthenticatedToken>;
  limits?: Partial<LiveLimits>;
}

export const defaultLiveLimits: LiveLimits = {
  authTimeoutMs: 10_000,
  maxTopics: 100,
  maxFrames: 60,
  frameWindowMs: 10_000,
  // One socket per open page: a dozen tabs of the platform, not a script's hundreds.
  maxSocketsPerUser: 12,
  accessCacheMs: 30_000,
  // A page that follows every topic a socket may hold, at once; then about one new group a second.
  topicChecks: 100,
  topicChecksWindowMs: 60_000,
};

/** Largest frame a client may send (an `auth` frame with its token is the largest). */
const maxFrameBytes = 16 * 1024;
const pingEveryMs = 25_000;

/**
 * `/api/v1/live` (decision 0031): the platform's WebSocket. Authenticated with the access token as every
 * API route is, subscriptions checked on the server, events fanned out through NATS (the LIVE stream
 * followed by every replica), resumption from the last event seen.
 */
export async function registerLiveChannel(app: FastifyInstance, options: LiveChannelOptions): Promise<void> {
  const limits = { ...defaultLiveLimits, ...options.limits };
  const hub = new LiveHub(limits.maxSocketsPerUser);
  const stream = await LiveStream.open(options.nats, options.prefix);
  await stream.follow((event) => hub.dispatch(event));
  const revocations = new LiveRevocations(hub, options.resolver);
  revocations.listen(options.nats, options.prefix);
  const access = new LiveAccess(options.client);

  await app.register(websocket, { options: { maxPayload: maxFrameBytes } });
  app.get(`/api/v1${livePath}`, { websocket: true }, (socket) => {
    new LiveSession(socket, {
      authenticate: options.authenticate,
      access,
      stream,
      limits,
      follow: (session, topic) => hub.follow(session, topic),
      unfollow: (session, topic) => hub.unfollow(session, topic),
      signedIn: (session) => hub.signedIn(session),
      closed: (session) => hub.closed(session),
    });
    let alive = true;
    socket.on('pong', () => (alive = true));
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, pingEveryMs);
    socket.on('close', () => clearInterval(ping));
  });

  app.addHook('preClose', async () => {
    revocations.close();
    for (const session of [...hub.sessions]) session.end(liveCloseCodes.goingAway, 'gateway stopping');
    await stream.close();
  });
}
