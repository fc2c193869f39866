import { z } from 'zod';
import { appErrorSchema } from '../common/envelope.js';
import { liveTopicSchema } from './live-topic.js';
import { membershipChoiceSchema } from '../identity/membership-choice.js';

/**
 * The frames of `/api/v1/live` (JSON text frames). The client speaks first: `auth` with its access token
 * (a browser cannot set headers on a WebSocket); it may send `auth` again with a fresh token before the
 * first expires. The `auth` frame carries the membership chosen (`choice`, what `X-Crescendo-School` and
 * `X-Crescendo-Role` carry on the API; decision 0050), else the socket acts as the one used last. Then
 * `subscribe` (with `since`, the last `seq` it saw, to resume after a disconnect) and `unsubscribe`. `seq` is the LIVE stream's sequence: one order for every topic.
 */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(8192),
    choice: membershipChoiceSchema.optional(),
  }),
  z.object({
    type: z.literal('subscribe'),
    /** Echoed in the answer. */
    ref: z.string().max(40).optional(),
    topics: z.array(liveTopicSchema).min(1).max(50),
    since: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(liveTopicSchema).min(1).max(50) }),
]);
export type LiveClientFrame = z.input<typeof liveClientFrameSchema>;

const topic = z.string();

export const liveServerFrameSchema = z.discriminatedUnion('type', [
  /** Authenticated (first `auth`) or renewed (a later one): the token's expiry, in ms since the epoch. */
  z.object({ type: z.literal('ready'), userId: z.string(), expiresAt: z.number() }),
  z.object({
    type: z.literal('subscribed'),
    ref: z.string().optional(),
    topics: z.array(topic),
    /**
     * Refused topics with why (NOT_FOUND: not theirs to see, or no such group; RATE_LIMITED: the socket asked
     * for more new topics than its budget, try again after `retryAfterSeconds`).
     */
    refused: z.array(z.object({ topic, error: appErrorSchema })),
    /** Where the stream was when the subscription took effect: the client's cursor if nothing comes. */
    cursor: z.number(),
  }),
  z.object({
    type: z.literal('event'),
    seq: z.number(),
    topic,
    name: z.string(),
    data: z.unknown(),
    occurredAt: z.string(),
  }),
  /** `since` is older than what the server keeps: the client reloads its state from the API. */
  z.object({ type: z.literal('resync'), cursor: z.number() }),
  /** The socket may no longer follow this topic (a student removed from the group, the group deleted). */
  z.object({ type: z.literal('revoked'), topic }),
  z.object({ type: z.literal('error'), error: appErrorSchema }),
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;

/** Close codes of the live channel (4000–4999 are the application's). */
export const liveCloseCodes = {
  /** No `auth` in time, or a token refused: reconnect with a fresh token. */
  unauthenticated: 4401,
  /** The token expired without a renewal: reconnect with a fresh token. */
  expired: 4402,
  /** The account was deleted or left its organisation, or the organisation was deleted. */
  accessEnded: 4403,
  /** A frame that is not the protocol's, or too many subscriptions. */
  protocol: 4400,
  /** Too many frames: reconnect later. */
  rateLimited: 4429,
  /** The account already holds as many sockets as one user may (tabs left open): reconnect later. */
  tooManySockets: 4409,
  /** The gateway is shutting down: reconnect (another replica answers). */
  goingAway: 1001,
} as const;

/** Where the live channel is, under the API base. */
export const livePath = '/live';
