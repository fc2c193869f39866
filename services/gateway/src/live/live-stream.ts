import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
  type MsgRequest,
  type StoredMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  eventEnvelopeSchema,
  liveEnvelopeDataSchema,
  liveSubject,
  topicOfSubject,
  type LiveTopic,
} from '@crescendo/contracts';
import { LIVE_STREAM, streamName } from '@crescendo/service-kit';

/** One live event as the sockets get it: its frame already serialised (once, whatever the number of sockets). */
export interface LiveEvent {
  seq: number;
  topic: LiveTopic;
  /** When it happened (its envelope's `occurredAt`, ms since the epoch): a replay starts no earlier than a member's joining. */
  at: number;
  frame: string;
}

/** At most this many missed events are replayed to a socket that resumes; past that it reloads (`resync`). */
export const maxReplayed = 1000;

/**
 * What a pull consumer reports in normal running: each pull the server lets expire (every 30 s when nothing
 * happens) ends with a 408 ('debug') and the messages it did not fill ('discard'). Logged for debugging only;
 * the rest (missed heartbeats, a consumer or stream gone, no JetStream) is worth an operator's warning.
 */
const ROUTINE_STATUSES = new Set(['next', 'heartbeat', 'flow_control', 'debug', 'discard']);

/**
 * The gateway's side of the LIVE stream (decision 0031): one ordered consumer per replica follows every new
 * live event (so any replica delivers to the sockets it holds: the fan-out is NATS's, not a replica's memory);
 * single-message reads by subject replay what a resuming socket missed.
 */
export class LiveStream {
  private readonly logger = new Logger('LiveStream');
  private readonly stream: string;
  private messages: ConsumerMessages | null = null;
  private stopped = false;
  /** The last sequence this replica's feed has handed on (or that was already stored when it started). */
  private position = 0;
  private readonly waiting = new Set<{ seq: number; done: () => void }>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly prefix: string,
  ) {
    this.stream = streamName(prefix, LIVE_STREAM);
  }

  static async open(nc: NatsConnection, prefix: string): Promise<LiveStream> {
    return new LiveStream(nc, await jetstreamManager(nc), prefix);
  }

  /** Follows every event published from now on, in the stream's order. */
  async follow(onEvent: (event: LiveEvent) => void): Promise<void> {
    const consumer = await jetstream(this.nc).consumers.get(this.stream, {
      deliver_policy: DeliverPolicy.New,
      // Each replica its own consumer (the library numbers them from 1 in every process).
      name_prefix: `gateway_live_${randomBytes(6).toString('hex')}`,
    });
    const messages = await consumer.consume({
      callback: (msg: JsMsg) => {
        const event = this.toEvent(msg.subject, msg.seq, msg.data);
        if (event) onEvent(event);
        this.advance(msg.seq);
      },
    });
    this.messages = messages;
    this.advance((await this.lastSeq()).last);
    void (async () => {
      for await (const status of messages.status()) {
        if (ROUTINE_STATUSES.has(status.type)) this.logger.debug(`live feed: ${JSON.stringify(status)}`);
        else this.logger.warn(`live feed: ${JSON.stringify(status)}`);
      }
    })();
    if (this.stopped) await messages.close();
  }

  /** Resolves once the feed has handed on `seq` (at most `timeoutMs` later: a stalled feed must not stall a socket). */
  reached(seq: number, timeoutMs = 2000): Promise<void> {
    if (seq <= this.position) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { seq, done: () => (clearTimeout(timer), this.waiting.delete(waiter), resolve()) };
      const timer = setTimeout(waiter.done, timeoutMs);
      this.waiting.add(waiter);
    });
  }

  private advance(seq: number): void {
    if (seq <= this.position) return;
    this.position = seq;
    for (const waiter of this.waiting) if (waiter.seq <= seq) waiter.done();
  }

  /** The sequence of the last event stored: a new subscription starts after it. */
  async lastSeq(): Promise<{ first: number; last: number }> {
    const { state } = await this.jsm.streams.info(this.stream);
    return { first: state.first_seq, last: state.last_seq };
  }

  /**
   * What `topics` received after `since` up to `until`, in order; `null` when more than `maxReplayed` were
   * missed (the client reloads instead).
   */
  async replay(topics: LiveTopic[], since: number, until: number): Promise<LiveEvent[] | null> {
    const found: LiveEvent[] = [];
    for (const topic of topics) {
      const subject = `${this.prefix}${liveSubject(topic)}`;
      let seq = since + 1;
      while (seq <= until) {
        // `next_by_subj` (nats-server 2.9+): the first message of that subject at or after `seq`. The
        // client's type does not list it; it sends the query as given.
        const query = { seq, next_by_subj: subject } as unknown as MsgRequest;
        const stored: StoredMsg | null = await this.jsm.streams.getMessage(this.stream, query);
        if (!stored || stored.seq > until) break;
        const event = this.toEvent(stored.subject, stored.seq, stored.data);
        if (event) found.push(event);
        if (found.length > maxReplayed) return null;
        seq = stored.seq + 1;
      }
    }
    return found.sort((a, b) => a.seq - b.seq);
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }

  private toEvent(subject: string, seq: number, data: Uint8Array): LiveEvent | null {
    const topic = topicOfSubject(subject.slice(this.prefix.length));
    try {
      const envelope = eventEnvelopeSchema.parse(JSON.parse(new TextDecoder().decode(data)));
      const live = liveEnvelopeDataSchema.parse(envelope.data);
      if (!topic) return null;
      const { occurredAt } = envelope;
      const frame = JSON.stringify({
        type: 'event',
        seq,
        topic,
        name: live.name,
        data: live.data,
        occurredAt,
      });
      return { seq, topic, at: Date.parse(occurredAt), frame };
    } catch (error) {
      this.logger.warn(`live event ${seq} on ${subject} is not a live envelope: ${String(error)}`);
      return null;
    }
  }
}
