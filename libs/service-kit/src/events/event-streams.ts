import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  DEAD_LETTER_STREAM,
  EVENTS_STREAM,
  LIVE_STREAM,
  prefixSubject,
  streamName,
} from '../nats/subject-prefix.js';

const DAY_NS = 24 * 60 * 60 * 1e9;
/** How long a live event stays for a client that resumes after a disconnect (decision 0031). */
export const LIVE_RETENTION_NS = 60 * 60 * 1e9;

/**
 * Creates (or keeps) the three streams: EVENTS for `evt.>`, DEAD_LETTERS for `dlq.>` and LIVE for `live.>`
 * (the live channel's events, kept an hour for the sockets that resume).
 * The duplicate window is what makes the relay's re-publication after a lost ack harmless.
 */
export async function ensureEventStreams(nc: NatsConnection, prefix: string): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const wanted = [
    {
      name: streamName(prefix, EVENTS_STREAM),
      subjects: [prefixSubject(prefix, 'evt.>')],
      max_age: 30 * DAY_NS,
    },
    {
      name: streamName(prefix, DEAD_LETTER_STREAM),
      subjects: [prefixSubject(prefix, 'dlq.>')],
      max_age: 90 * DAY_NS,
    },
    {
      name: streamName(prefix, LIVE_STREAM),
      subjects: [prefixSubject(prefix, 'live.>')],
      max_age: LIVE_RETENTION_NS,
    },
  ];
  for (const stream of wanted) {
    const config = {
      ...stream,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: Math.min(10 * 60 * 1e9, stream.max_age),
    };
    try {
      // Adding a stream that is there with this configuration answers it as it is.
      await jsm.streams.add(config);
    } catch (error) {
      // Kept when it is there all the same: created by an earlier release with other limits (the server
      // refuses the name), or by another process at this instant (every service of a platform starts at
      // once; nats-server 2.9 checks the name, lets its lock go, then answers "subjects overlap").
      if (!(await streamExists(jsm, stream.name))) throw error;
    }
  }
}

function streamExists(jsm: JetStreamManager, name: string): Promise<boolean> {
  return jsm.streams.info(name).then(
    () => true,
    () => false,
  );
}
