import type { OutboxPort, OutboxWrite } from '@crescendo/service-kit';

export interface RecordedEvent {
  subject: string;
  data: unknown;
  organizationId: string | null;
  /** A live event's topic (`group:…`, `user:…`); null for an event of the stream. */
  topic: string | null;
}

/**
 * Records what a use case writes to the outbox, each event's data checked against its contract. Its methods
 * take their signatures from `OutboxPort`, the interface `Outbox` implements.
 */
export class FakeOutbox implements OutboxPort {
  readonly events: RecordedEvent[] = [];
  commits = 0;

  add: OutboxPort['add'] = async (_manager, contract, data, meta) =>
    this.record(contract.subject, contract.data.parse(data), meta, null);

  addLive: OutboxPort['addLive'] = async (_manager, topic, contract, data, meta) =>
    this.record(contract.name, contract.data.parse(data), meta, topic);

  addAll: OutboxPort['addAll'] = async (manager, contract, entries) => {
    const ids: string[] = [];
    for (const entry of entries)
      ids.push(await this.add(manager, contract, entry.data, { organizationId: entry.organizationId }));
    return ids;
  };

  committed(): void {
    this.commits += 1;
  }

  subjects(): string[] {
    return this.events.map((event) => event.subject);
  }

  private record(subject: string, data: unknown, meta: OutboxWrite, topic: string | null): string {
    this.events.push({ subject, data, organizationId: meta.organizationId, topic });
    return `event-${this.events.length}`;
  }
}
