import { jetstreamManager, type ConsumerInfo, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { DEAD_LETTER_STREAM, EVENTS_STREAM, LIVE_STREAM, streamName } from '../nats/subject-prefix.js';
import type { DataSubject } from './personal-data.js';

/** What one sweep of the streams did: messages naming the person erased, and those it must come back for. */
export interface StreamSweep {
  erased: number;
  /** Messages naming the person that a durable consumer has not read yet: erased on a later sweep. */
  pending: number;
}

/** Messages read at once (one request each: Debian's nats-server 2.9 has no batched direct get). */
const readsInFlight = 32;

/** Whether a NATS subject matches a consumer's filter (`*` one token, `>` the rest). */
export function subjectMatches(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i += 1) {
    if (wanted[i] === '>') return tokens.length > i;
    if (i >= tokens.length || (wanted[i] !== '*' && wanted[i] !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}

/** The durable consumers that will read `subject`, and how far each has acknowledged. */
function readersOf(consumers: ConsumerInfo[], subject: string): ConsumerInfo[] {
  return consumers.filter(({ config }) => {
    const filters = config.filter_subjects?.length
      ? config.filter_subjects
      : config.filter_subject
        ? [config.filter_subject]
        : ['>'];
    return filters.some((filter) => subjectMatches(filter, subject));
  });
}

/**
 * Erases from the platform's streams (events, dead letters, the live channel) every message whose subject,
 * headers or payload names the person — their id, or their address — once every durable consumer that reads
 * it has acknowledged it (an event still to be read is what tells that consumer to erase; the live channel's
 * consumers are a socket's, never waited for). JetStream's erase overwrites the message on disk. Issue 31 §3,
 * decision 0069: the streams keep events 30 to 90 days, far past an erasure.
 */
export async function eraseFromStreams(
  nc: NatsConnection,
  prefix: string,
  subject: DataSubject,
): Promise<StreamSweep> {
  const jsm = await jetstreamManager(nc);
  const sweep: StreamSweep = { erased: 0, pending: 0 };
  for (const base of [EVENTS_STREAM, DEAD_LETTER_STREAM, LIVE_STREAM]) {
    const name = streamName(prefix, base);
    const info = await jsm.streams.info(name).catch(() => null);
    if (!info || info.state.messages === 0) continue;
    const durables: ConsumerInfo[] = [];
    if (base !== LIVE_STREAM)
      for await (const consumer of jsm.consumers.list(name))
        if (consumer.config.durable_name) durables.push(consumer);
    const found = await sweepStream(jsm, name, info.state.first_seq, info.state.last_seq, durables, subject);
    sweep.erased += found.erased;
    sweep.pending += found.pending;
  }
  return sweep;
}

async function sweepStream(
  jsm: JetStreamManager,
  stream: string,
  first: number,
  last: number,
  durables: ConsumerInfo[],
  subject: DataSubject,
): Promise<StreamSweep> {
  const sweep: StreamSweep = { erased: 0, pending: 0 };
  const email = subject.email?.toLowerCase() ?? null;
  const names = (text: string) =>
    text.includes(subject.userId) || (email !== null && text.toLowerCase().includes(email));
  let next = first;
  const worker = async () => {
    for (let seq = next++; seq <= last; seq = next++) {
      // A gap (a message erased or expired since the stream's state was read) answers nothing.
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (!message) continue;
      const headers = message.header ? JSON.stringify([...message.header]) : '';
      if (!names(`${message.subject}\n${headers}\n${message.string()}`)) continue;
      const unread = readersOf(durables, message.subject).some(({ ack_floor }) => ack_floor.stream_seq < seq);
      if (unread) sweep.pending += 1;
      else if (await jsm.streams.deleteMessage(stream, seq, true).catch(() => false)) sweep.erased += 1;
    }
  };
  await Promise.all(Array.from({ length: readsInFlight }, worker));
  return sweep;
}
