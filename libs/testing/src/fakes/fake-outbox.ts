import type { EventContract, LiveEventContract, LiveTopic } from '@crescendo/contracts';
import type { OutboxPort, OutboxWrite } from '@crescendo/service-kit';
import type { z } from 'zod';

export interface RecordedEvent {
  subject: string;
  data: unknown;
  organizationId: string | null;
  /** A live event's topic (`group:…`, `user:…`); null for an event of the stream. */
  topic: string | null;
}

/** Records what a use case writes to the outbox, each event's data checked against its contract. */
export class FakeOutbox implements OutboxPort {
  readonly events: RecordedEvent[] = [];
  commits = 0;

  async add<C extends EventContract<z.ZodType>>(
    _manager: unknown,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string> {
    const parsed = contract.data.parse(data);
    return this.record({
      subject: contract.subject,
      data: parsed,
      organizationId: meta.organizationId,
      topic: null,
    });
  }

  async addLive<C extends LiveEventContract<z.ZodType>>(
    _manager: unknown,
    topic: LiveTopic,
    contract: C,
    data: z.input<C['data']>,
    meta: OutboxWrite,
  ): Promise<string> {
    const parsed = contract.data.parse(data);
    return this.record({
      subject: contract.name,
      data: parsed,
      organizationId: meta.organizationId,
      topic,
    });
  }

  async addAll<C extends EventContract<z.ZodType>>(
    manager: unknown,
    contract: C,
    entries: Array<{ data: z.input<C['data']>; organizationId: string | null }>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const entry of entries)
      ids.push(await this.add(manager, contract, entry.data, { organizationId: entry.organizationId }));
    return ids;
  }

  committed(): void {
    this.commits += 1;
  }

  subjects(): string[] {
    return this.events.map((event) => event.subject);
  }

  private record(event: RecordedEvent): string {
    this.events.push(event);
    return `event-${this.events.length}`;
  }
}
