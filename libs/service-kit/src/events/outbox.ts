import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  liveSubject,
  type EventContract,
  type LiveEventContract,
  type LiveTopic,
} from '@crescendo/contracts';
import type { z } from 'zod';
import { currentContext } from '../context/request-context.js';

export interface OutboxWrite {
  organizationId: string | null;
}

/**
 * What a use case asks of the outbox: `Outbox`'s writing methods. A service injects the class
 * (`@Inject(Outbox)`, the Nest token) typed as this interface, so that a unit test hands it a fake recording
 * the events (issue 24 §5).
 */
export interface OutboxPort {
  add<C extends EventContract<z.ZodType>>(
    manager: EntityManager,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string>;
  addLive<C extends LiveEventContract<z.ZodType>>(
    manager: EntityManager,
    topic: LiveTopic,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string>;
  addAll<C extends EventContract<z.ZodType>>(
    manager: EntityManager,
    contract: C,
    entries: Array<{ data: z.input<C['data']>; organizationId: string | null }>,
  ): Promise<string[]>;
  /** After a commit that wrote rows: the relay goes now rather than at its next poll. */
  committed(): void;
}

/**
 * Records an event in the same transaction as the change it describes; the relay publishes it
 * after commit. Nothing is published for a rolled-back change, and nothing is lost to a crash.
 */
export class Outbox implements OutboxPort {
  private readonly listeners = new Set<() => void>();

  async add<C extends EventContract<z.ZodType>>(
    manager: EntityManager,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string> {
    return this.insert(manager, contract.subject, contract.data.parse(data), meta);
  }

  /**
   * A live event for the sockets following `topic` (`/api/v1/live`, decision 0031): relayed like any event,
   * to `live.<kind>.<id>` in the LIVE stream, after the change commits. The service declares
   * `live: 'publishes'` in its NATS boundary.
   */
  async addLive<C extends LiveEventContract<z.ZodType>>(
    manager: EntityManager,
    topic: LiveTopic,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string> {
    const payload = { name: contract.name, data: contract.data.parse(data) };
    return this.insert(manager, liveSubject(topic), payload, meta);
  }

  private async insert(
    manager: EntityManager,
    subject: string,
    payload: unknown,
    meta: OutboxWrite,
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox.add(${subject}) must run inside the transaction of the change`);
    }
    const id = randomUUID();
    await manager.query(
      `INSERT INTO outbox (id, subject, organization_id, correlation_id, payload) VALUES ($1, $2, $3, $4, $5)`,
      [id, subject, meta.organizationId, currentContext()?.correlationId ?? null, JSON.stringify(payload)],
    );
    // Wake the relay soon: usually after the commit; if not, its next poll picks the row up.
    setTimeout(() => this.listeners.forEach((wake) => wake()), 5);
    return id;
  }

  /** After a commit that wrote rows: the relay goes now rather than at its next poll. */
  committed(): void {
    this.listeners.forEach((wake) => wake());
  }

  /** Several events of one contract in one statement (an import's hundred students), same transaction rules. */
  async addAll<C extends EventContract<z.ZodType>>(
    manager: EntityManager,
    contract: C,
    entries: Array<{ data: z.input<C['data']>; organizationId: string | null }>,
  ): Promise<string[]> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox.addAll(${contract.subject}) must run inside the transaction of the change`);
    }
    if (entries.length === 0) return [];
    const rows = entries.map((entry) => ({
      id: randomUUID(),
      organization_id: entry.organizationId,
      payload: contract.data.parse(entry.data),
    }));
    // One statement; `ORDER BY n` keeps the entries' order in the rows' insertion (and their created_at).
    await manager.query(
      `INSERT INTO outbox (id, subject, organization_id, correlation_id, payload)
       SELECT r.id, $1, r.organization_id, $2, r.payload
       FROM ROWS FROM (jsonb_to_recordset($3::jsonb) AS (id uuid, organization_id uuid, payload jsonb))
         WITH ORDINALITY AS r(id, organization_id, payload, n)
       ORDER BY r.n`,
      [contract.subject, currentContext()?.correlationId ?? null, JSON.stringify(rows)],
    );
    setTimeout(() => this.listeners.forEach((wake) => wake()), 5);
    return rows.map((row) => row.id);
  }

  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
