import { Logger } from '@nestjs/common';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@crescendo/contracts';
import { CORRELATION_HEADER } from '../context/request-context.js';
import { prefixSubject } from '../nats/subject-prefix.js';
import type { Outbox } from './outbox.js';

interface OutboxRow {
  id: string;
  subject: string;
  organization_id: string | null;
  correlation_id: string | null;
  payload: unknown;
  created_at: Date;
}

export interface OutboxRelayOptions {
  prefix: string;
  batchSize?: number;
  pollMs?: number;
  maxBackoffMs?: number;
  publishTimeoutMs?: number;
}

/**
 * Publishes committed outbox rows to JetStream in order, with `Nats-Msg-Id` = event id, and marks
 * them published. While NATS is unreachable the rows wait and the relay backs off; several replicas
 * of a service share the work through `FOR UPDATE SKIP LOCKED`.
 */
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');
  private readonly js: JetStreamClient;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** A wake that came while a pass was running: the next pass starts at once (that pass may have missed the row). */
  private wokenDuringPass = false;
  private failures = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    nc: NatsConnection,
    private readonly outbox: Outbox,
    private readonly options: OutboxRelayOptions,
  ) {
    this.js = jetstream(nc, { timeout: options.publishTimeoutMs ?? 2000 });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.outbox.onWrite(() => {
      this.wokenDuringPass = true;
      this.wake?.();
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake?.();
    await this.loop;
  }

  /** Publishes what is pending now, in order; stops at the first failure and keeps what went out. */
  async publishPending(): Promise<{ published: number; error?: string }> {
    const batchSize = this.options.batchSize ?? 100;
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, subject, organization_id, correlation_id, payload, created_at FROM outbox
         WHERE published_at IS NULL ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      let published = 0;
      for (const row of rows) {
        try {
          await this.publish(row);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await manager.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            row.id,
            message,
          ]);
          return { published, error: message };
        }
        await manager.query(`UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = $1`, [
          row.id,
        ]);
        published += 1;
      }
      return { published };
    });
  }

  private async publish(row: OutboxRow): Promise<void> {
    const envelope: EventEnvelope = {
      id: row.id,
      subject: row.subject,
      occurredAt: new Date(row.created_at).toISOString(),
      organizationId: row.organization_id,
      correlationId: row.correlation_id ?? undefined,
      data: row.payload,
    };
    const headers = natsHeaders();
    if (row.correlation_id) headers.set(CORRELATION_HEADER, row.correlation_id);
    await this.js.publish(prefixSubject(this.options.prefix, row.subject), JSON.stringify(envelope), {
      msgID: row.id,
      headers,
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      let delay = this.options.pollMs ?? 250;
      let failure: string | undefined;
      this.wokenDuringPass = false;
      try {
        const result = await this.publishPending();
        failure = result.error;
        if (!failure && result.published === (this.options.batchSize ?? 100)) delay = 0;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (failure) {
        this.failures += 1;
        delay = Math.min(
          (this.options.pollMs ?? 250) * 2 ** this.failures,
          this.options.maxBackoffMs ?? 5000,
        );
        if (this.failures === 1 || this.failures % 10 === 0) {
          this.logger.warn(`outbox publish failed (${failure}); retrying in ${delay} ms`);
        }
      } else {
        this.failures = 0;
      }
      if (this.wokenDuringPass && !failure) delay = 0;
      if (delay > 0 && this.running) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        if (this.failures === 0) done();
      };
    });
  }
}
