import { ServerNats, type NatsContext, type NatsOptions, type OutgoingResponse } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { requestsInFlight } from './in-flight.js';
import { encodeReply, type SerializedReply } from './reply-size.js';
import { prefixSubject } from './subject-prefix.js';
import { TurnBatch } from './turn-batch.js';

type MessageCallback = (error: Error | null, message: unknown) => void;

/**
 * Nest's NATS server, with a shutdown that lets requests finish: stop taking work (drain the
 * subscriptions, so a peer in the queue group gets the next request), wait for the handlers in progress (bounded),
 * then drain the connection so their replies go out. Nest's own graceful mode only sleeps a fixed time.
 * It also adds the NATS_PREFIX to each subject it subscribes to (handlers register unprefixed names), and
 * sends the replies finished in one event-loop turn together, in one socket write (`TurnBatch`). A reply
 * larger than the server's `max_payload` is answered with `PAYLOAD_TOO_LARGE` instead (`encodeReply`).
 */
export class DrainingNatsServer extends ServerNats {
  private readonly ownSubscriptions: Subscription[] = [];
  private readonly replies = new TurnBatch((error) => this.logger.error(error));

  constructor(
    private readonly natsOptions: NatsOptions['options'] & { queue: string },
    private readonly subjectPrefix: string,
    private readonly graceMs: number,
  ) {
    super(natsOptions);
  }

  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      const callback = this.getMessageHandler(channel).bind(this) as MessageCallback;
      this.ownSubscriptions.push(
        client.subscribe(prefixSubject(this.subjectPrefix, channel), { queue, callback }),
      );
    }
  }

  /**
   * Our handlers register plain subjects: look them up as they are. Nest's own lookup first tries
   * `JSON.parse` on the subject (for object patterns) and pays a thrown exception on every message.
   */
  override getHandlerByPattern(pattern: string) {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }

  /** Nest's publisher (`getPublisher` of ServerNats), with the reply held to the server's `max_payload`. */
  override getPublisher(natsMsg: Msg, id: string, _ctx: NatsContext) {
    if (!natsMsg.reply) return () => undefined;
    const serialize = (packet: object) =>
      this.serializer.serialize(packet as OutgoingResponse) as SerializedReply;
    return (response: object) =>
      this.replies.defer(() => {
        const reply = encodeReply(
          Object.assign(response, { id }),
          serialize,
          this.unwrap<NatsConnection>().info?.max_payload,
          ({ bytes, maxPayload }) =>
            this.logger.error(
              `reply to ${natsMsg.subject} refused: ${bytes} bytes, over the NATS server's max_payload of ${maxPayload}`,
            ),
        );
        natsMsg.respond(reply.data, { headers: reply.headers });
      });
  }

  override async close(): Promise<void> {
    let connection: NatsConnection;
    try {
      connection = this.unwrap<NatsConnection>();
    } catch {
      return; // never started
    }
    // Drained, not unsubscribed: a request the server delivered before it read the UNSUB is still handled
    // (unsubscribing dropped it, and its caller waited for a timeout: scale-out.spec).
    await Promise.all(
      this.ownSubscriptions.splice(0).map((subscription) => subscription.drain().catch(() => undefined)),
    );
    await requestsInFlight.idle(this.graceMs);
    this.replies.flush();
    if (!connection.isClosed()) await connection.drain().catch(() => undefined);
    await super.close();
  }
}
