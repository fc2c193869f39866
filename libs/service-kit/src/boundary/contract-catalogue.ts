import * as contracts from '@crescendo/contracts';
import type { EventContract, NatsService, RequestContract } from '@crescendo/contracts';
import type { z } from 'zod';

type AnyRequest = RequestContract<z.ZodType, z.ZodType>;
type AnyEvent = EventContract<z.ZodType>;

function isRequest(value: unknown): value is AnyRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnyRequest).subject === 'string' &&
    'payload' in value &&
    'reply' in value
  );
}

function isEvent(value: unknown): value is AnyEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnyEvent).subject === 'string' &&
    (value as AnyEvent).subject.startsWith('evt.') &&
    'data' in value
  );
}

/**
 * Every request and event declared in libs/contracts: what is on the wire is there, and only that. The
 * privacy requests are made per service by one function (`privacyRequests`), listed in `allPrivacyRequests`.
 */
// Read as plain values: the union of every export's type is past what the compiler represents (TS2590).
const exported: Record<string, unknown> = contracts;
const declared: unknown[] = [...Object.values(exported), ...contracts.allPrivacyRequests];
const requests = declared.filter(isRequest);
const events = declared.filter(isEvent);

/** The subjects `service` answers: requests are named `<service>.<…>`. */
export function servedSubjects(service: NatsService): string[] {
  return requests.filter((request) => request.subject.split('.')[0] === service).map((r) => r.subject);
}

/** The events `service` publishes: events are named `evt.<service>.<…>`. */
export function ownedEventSubjects(service: NatsService): string[] {
  return events.filter((event) => event.subject.startsWith(`evt.${service}.`)).map((e) => e.subject);
}
