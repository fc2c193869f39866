import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { traceIn, type PersonTrace } from './person-terms.js';

/**
 * Every message kept by every stream of the platform's own NATS server (events, dead letters, the live
 * channel) whose subject, headers or payload holds one of the terms (lower-cased). `nc` must be allowed the
 * JetStream API (the test's operator).
 */
export async function jetStreamTraces(nc: NatsConnection, terms: string[]): Promise<PersonTrace[]> {
  const jsm = await jetstreamManager(nc);
  const traces: PersonTrace[] = [];
  for await (const stream of jsm.streams.list()) {
    const { first_seq: first, last_seq: last, messages } = stream.state;
    if (messages === 0) continue;
    for (let seq = first; seq <= last; seq += 1) {
      const message = await jsm.streams.getMessage(stream.config.name, { seq }).catch(() => null);
      // A sequence deleted on its own (an erasure's) is a gap in the range.
      if (!message) continue;
      const headers = message.header ? JSON.stringify([...message.header]) : '';
      const found = traceIn(`${message.subject}\n${headers}\n${message.string()}`, terms);
      if (found)
        traces.push({
          store: 'jetstream',
          place: `${stream.config.name}#${seq} ${message.subject}`,
          ...found,
        });
    }
  }
  return traces;
}
