import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
import { eventEnvelopeSchema, type EventContract, type EventEnvelope } from '@crescendo/contracts';
import type { z } from 'zod';
import { runInContext } from '../context/request-context.js';
import { transactionDb, type Db } from '../db/db.js';
import { EVENTS_STREAM, prefixSubject, streamName } from '../nats/subject-prefix.js';
import { serviceMetrics } from '../metrics/service-metrics.js';

export interface EventContext {
  event: EventEnvelope;
  /** The transaction that also records the event as processed: write through it. */
  manager: EntityManager;
  /** The same transaction, for the service's stores. */
  db: Db;
}

export type EventHandler<D> = (data: D, context: EventContext) => Promise<void>;

export interface EventConsumersOptions {
  service: string;
  prefix: string;
  /** Attempts before an event goes to the dead-letter subject `dlq.<service>.<subject>`. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

interface Registration {
  subject: string;
  durable: string;
  handle: (envelope: EventEnvelope, manager: EntityManager) => Promise<void>;
}

/**
 * Durable JetStream consumers, one per service and subject. Each event is handled in a transaction
 * that records its id in `processed_events`, so a redelivered event runs its handler once. A failing
 * handler is retried with exponential backoff, then dead-lettered and terminated.
 */
export class EventConsumers {
  private readonly logger = new Logger('EventConsumers');
  private readonly registrations: Registration[] = [];
  private readonly running: Array<{ messages: ConsumerMessages; loop: Promise<void> }> = [];

  constructor(
    /** Undefined for a service without a schema (the gateway): it cannot keep processed ids, so it consumes nothing. */
    private readonly dataSource: DataSource | undefined,
    private readonly nc: NatsConnection,
    private readonly options: EventConsumersOptions,
  ) {}

  on<C extends EventContract<z.ZodType>>(contract: C, handler: EventHandler<z.output<C['data']>>): void {
    if (!this.dataSource)
      throw new Error(`${this.options.service} has no database: it cannot consume ${contract.subject}`);
    if (this.running.length > 0) throw new Error('Register event handlers before the consumers start');
    this.registrations.push({
      subject: contract.subject,
      durable: durableName(this.options.service, contract.subject),
      handle: (envelope, manager) =>
        handler(contract.data.parse(envelope.data) as z.output<C['data']>, {
          event: envelope,
          manager,
          db: transactionDb(manager),
        }),
    });
  }

  async start(): Promise<void> {
    if (this.registrations.length === 0) return;
    const stream = streamName(this.options.prefix, EVENTS_STREAM);
    const jsm = await jetstreamManager(this.nc);
    const js = jetstream(this.nc);
    for (const registration of this.registrations) {
      try {
        await jsm.consumers.info(stream, registration.durable);
      } catch {
        await jsm.consumers.add(stream, {
          durable_name: registration.durable,
          filter_subject: prefixSubject(this.options.prefix, registration.subject),
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: 30 * 1e9,
        });
      }
      const consumer = await js.consumers.get(stream, registration.durable);
      const messages = await consumer.consume({ max_messages: 64 });
      const loop = (async () => {
        for await (const message of messages) await this.process(registration, message);
      })();
      this.running.push({ messages, loop });
    }
  }

  /** Stops pulling; lets the event in hand finish. */
  async stop(): Promise<void> {
    for (const { messages } of this.running) await messages.close();
    await Promise.all(this.running.splice(0).map(({ loop }) => loop.catch(() => undefined)));
  }

  private async process(registration: Registration, message: JsMsg): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = eventEnvelopeSchema.parse(message.json());
    } catch (error) {
      await this.deadLetter(registration, message, error);
      return;
    }
    const consumer = registration.durable;
    const metrics = serviceMetrics();
    let outcome = 'ok';
    try {
      await runInContext({ correlationId: envelope.correlationId }, () =>
        this.dataSource!.transaction(async (manager) => {
          const fresh: unknown[] = await manager.query(
            `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
            [consumer, envelope.id],
          );
          if (fresh.length === 0) {
            outcome = 'duplicate';
            return;
          }
          await registration.handle(envelope, manager);
        }),
      );
      message.ack();
      metrics.eventsHandled.inc({ consumer, outcome });
      metrics.eventLag.observe({ consumer }, (Date.now() - Date.parse(envelope.occurredAt)) / 1000);
    } catch (error) {
      const attempt = message.info.deliveryCount;
      if (attempt >= (this.options.maxAttempts ?? 5)) {
        metrics.eventsHandled.inc({ consumer, outcome: 'dead-lettered' });
        await this.deadLetter(registration, message, error);
        return;
      }
      metrics.eventsHandled.inc({ consumer, outcome: 'retried' });
      const base = this.options.backoffBaseMs ?? 1000;
      const delay = Math.min(base * 2 ** (attempt - 1), this.options.backoffMaxMs ?? 60_000);
      this.logger.warn(
        `${registration.subject} ${envelope.id} failed (attempt ${attempt}), retry in ${delay} ms: ${describe(error)}`,
      );
      message.nak(delay);
    }
  }

  private async deadLetter(registration: Registration, message: JsMsg, error: unknown): Promise<void> {
    const subject = prefixSubject(this.options.prefix, `dlq.${this.options.service}.${registration.subject}`);
    const headers = natsHeaders();
    headers.set('x-dead-letter-reason', describe(error).slice(0, 500));
    headers.set('x-dead-letter-attempts', String(message.info.deliveryCount));
    headers.set('x-dead-letter-consumer', registration.durable);
    try {
      await jetstream(this.nc).publish(subject, message.data, { headers });
      this.logger.error(
        `${registration.subject} dead-lettered after ${message.info.deliveryCount} attempts: ${describe(error)}`,
      );
      message.term(describe(error).slice(0, 200));
    } catch (publishError) {
      // Could not park it: leave it to be redelivered rather than lose it.
      this.logger.error(`dead-letter publish failed: ${describe(publishError)}`);
      message.nak(this.options.backoffMaxMs ?? 60_000);
    }
  }
}

/** The JetStream consumer of `service` for `subject` (its NATS permissions name it too). */
export function durableName(service: string, subject: string): string {
  return `${service}__${subject.replace(/[.>*]/g, '_')}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
