import { z } from 'zod';

/** -1: no limit (JetStream reserves a stream's `max_bytes` on the server, so none is set by default). */
const bytes = z.coerce.number().int().min(-1);
const days = z.coerce.number().positive();

/**
 * The JetStream streams' replicas and limits (issue 26 §4). Every process of a platform creates or updates
 * the streams with these values at start: the overlays give all of them the same ConfigMap
 * (`crescendo-streams`), so that no two processes disagree.
 */
export const streamLimitsConfigSchema = z.object({
  /** 1 on a single server (a developer's, CI's); 3 on a production cluster of three NATS servers. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  NATS_EVENTS_MAX_AGE_DAYS: days.default(30),
  NATS_EVENTS_MAX_BYTES: bytes.default(-1),
  NATS_DEAD_LETTERS_MAX_AGE_DAYS: days.default(90),
  NATS_DEAD_LETTERS_MAX_BYTES: bytes.default(-1),
  /** The live channel's age stays an hour (decision 0031): only its size is configured. */
  NATS_LIVE_MAX_BYTES: bytes.default(-1),
});
export type StreamLimitsConfig = z.infer<typeof streamLimitsConfigSchema>;

/** What `ensureEventStreams` applies: the defaults, as on a developer's machine. */
export const defaultStreamLimits: StreamLimitsConfig = streamLimitsConfigSchema.parse({});
