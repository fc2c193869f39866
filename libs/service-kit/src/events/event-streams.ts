import {
  DiscardPolicy,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  DEAD_LETTER_STREAM,
  EVENTS_STREAM,
  LIVE_STREAM,
  prefixSubject,
  streamName,
} from '../nats/subject-prefix.js';
import { defaultStreamLimits, type StreamLimitsConfig } from '../config/stream-limits.js';

const DAY_NS = 24 * 60 * 60 * 1e9;
/** How long a live event stays for a client that resumes after a disconnect (decision 0031). */
export const LIVE_RETENTION_NS = 60 * 60 * 1e9;

/**
 * Creates the three streams, or brings them to the configured replicas and limits: EVENTS for `evt.>`,
 * DEAD_LETTERS for `dlq.>` and LIVE for `live.>` (the live channel's events, kept an hour for the sockets that
 * resume). The duplicate window is what makes the relay's re-publication after a lost ack harmless.
 * A full EVENTS stream refuses new events (the outbox keeps them, its backlog alert fires) rather than
 * dropping old ones a consumer may not have read; the dead letters and the live channel drop their oldest.
 */
export async function ensureEventStreams(
  nc: NatsConnection,
  prefix: string,
  limits: StreamLimitsConfig = defaultStreamLimits,
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const wanted = [
    {
      name: streamName(prefix, EVENTS_STREAM),
      subjects: [prefixSubject(prefix, 'evt.>')],
      max_age: limits.NATS_EVENTS_MAX_AGE_DAYS * DAY_NS,
      max_bytes: limits.NATS_EVENTS_MAX_BYTES,
      discard: DiscardPolicy.New,
    },
    {
      name: streamName(prefix, DEAD_LETTER_STREAM),
      subjects: [prefixSubject(prefix, 'dlq.>')],
      max_age: limits.NATS_DEAD_LETTERS_MAX_AGE_DAYS * DAY_NS,
      max_bytes: limits.NATS_DEAD_LETTERS_MAX_BYTES,
      discard: DiscardPolicy.Old,
    },
    {
      name: streamName(prefix, LIVE_STREAM),
      subjects: [prefixSubject(prefix, 'live.>')],
      max_age: LIVE_RETENTION_NS,
      max_bytes: limits.NATS_LIVE_MAX_BYTES,
      discard: DiscardPolicy.Old,
    },
  ];
  for (const stream of wanted) {
    const config = {
      ...stream,
      max_age: Math.round(stream.max_age),
      num_replicas: limits.NATS_STREAM_REPLICAS,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: Math.min(10 * 60 * 1e9, Math.round(stream.max_age)),
    };
    try {
      // Adding a stream that is there with this configuration answers it as it is.
      await jsm.streams.add(config);
    } catch (error) {
      // There with other limits (an earlier release's, or before the operator changed them): updated to
      // these. Or created by another process at this instant (every service of a platform starts at once;
      // nats-server 2.9 checks the name, lets its lock go, then answers "subjects overlap"): the update
      // finds it as wanted. Absent, the add's own refusal stands (another stream takes the subjects).
      if (!(await streamExists(jsm, stream.name))) throw error;
      const { name, storage: _storage, retention: _retention, ...changeable } = config;
      await jsm.streams.update(name, changeable);
    }
  }
}
function streamExists(jsm: JetStreamManager, name: string): Promise<boolean> {
  return jsm.streams.info(name).then(
    () => true,
    () => false,
  );
}
