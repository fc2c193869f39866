import { natsServices, type NatsService } from '@crescendo/contracts';
import type { NatsAttempt, NatsMatrixCase } from './nats-matrix.js';

/**
 * The NATS half's cells as a table: each rule is an attempt and the users it is allowed to, every other user
 * of the matrix being denied it, e.g. `{ publish: 'groups.classroom.upsert', by: ['classroom-sync'] }`.
 */
export type NatsRule = NatsAttempt & { by: readonly NatsService[] };

/** One cell per user and rule (each user's rules together): `allowed` for the rule's `by`, `denied` for the rest. */
export function natsCells(users: readonly NatsService[], rules: readonly NatsRule[]): NatsMatrixCase[] {
  return users.flatMap((who) =>
    rules.map(({ by, ...attempt }): NatsMatrixCase => ({
      who,
      attempt: attempt as NatsAttempt,
      expected: by.includes(who) ? 'allowed' : 'denied',
    })),
  );
}

export interface ServiceNatsRules {
  /** The matrix's users (every service by default; a spec whose harness declares fewer names them). */
  users?: readonly NatsService[];
  /** Requests the browser's gateway sends, and nobody else. */
  gatewayPublishes?: readonly string[];
  /** Requests the service alone answers, in its queue group (the queue's name is the service's). */
  answers?: readonly string[];
  /**
   * A person's data, its erasure and the retention purge (decisions 0053, 0059): `<service>.privacy.export`,
   * `.erase` and `.purge` are the privacy desk's (identity's) alone, never the gateway's; the service alone
   * answers them.
   */
  privacy?: boolean;
  /** The rest of the service's rules. */
  also?: readonly NatsRule[];
}

/**
 * What every service's NATS half asserts (decision 0014): who may send its requests, that only it answers
 * them in its queue group, that only it reads its inbox `_INBOX_<service>.>`, its privacy requests, then
 * `also`.
 */
export function serviceNatsCells(service: NatsService, rules: ServiceNatsRules): NatsMatrixCase[] {
  const privacy = ['export', 'erase', 'purge'].map((request) => `${service}.privacy.${request}`);
  return natsCells(rules.users ?? natsServices, [
    ...(rules.gatewayPublishes ?? []).map((publish): NatsRule => ({ publish, by: ['gateway'] })),
    ...(rules.answers ?? []).map((subscribe): NatsRule => ({ subscribe, queue: service, by: [service] })),
    { subscribe: `_INBOX_${service}.>`, by: [service] },
    ...(rules.privacy
      ? [
          ...privacy.map((publish): NatsRule => ({ publish, by: ['identity'] })),
          { subscribe: privacy[0]!, queue: service, by: [service] },
        ]
      : []),
    ...(rules.also ?? []),
  ]);
}

/** What `service` itself may send elsewhere (as the actor, or its system requests) and what it may not. */
export function servicePublishes(
  service: NatsService,
  { allowed = [], denied = [] }: { allowed?: readonly string[]; denied?: readonly string[] },
): NatsMatrixCase[] {
  return [
    ...allowed.map((publish): NatsMatrixCase => ({
      who: service,
      attempt: { publish },
      expected: 'allowed',
    })),
    ...denied.map((publish): NatsMatrixCase => ({ who: service, attempt: { publish }, expected: 'denied' })),
  ];
}
