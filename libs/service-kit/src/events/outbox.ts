import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventContract } from '@crescendo/contracts';
import type { z } from 'zod';
import { currentContext } from '../context/request-context.js';

export interface OutboxWrite {
  organizationId: string | null;
}

/**
 * Records an event in the same transaction as the change it describes; the relay publishes it
 * after commit. Nothing is published for a rolled-back change, and nothing is lost to a crash.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();

  async add<C extends EventContract<z.ZodType>>(
    manager: EntityManager,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox.add(${contract.subject}) must run inside the transaction of the change`);
    }
    const id = randomUUID();
    const payload = contract.data.parse(data);
    await manager.query(
      `INSERT INTO outbox (id, subject, organization_id, correlation_id, payload) VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        contract.subject,
        meta.organizationId,
        currentContext()?.correlationId ?? null,
        JSON.stringify(payload),
      ],
    );
    // Wake the relay soon: usually after the commit; if not, its next poll picks the row up.
    setTimeout(() => this.listeners.forEach((wake) => wake()), 5);
    return id;
  }

  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
