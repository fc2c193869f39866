import { randomUUID } from 'node:crypto';
import { PermissionViolationError, type NatsConnection } from '@nats-io/transport-node';
import type { NatsIdentity, OwnNatsServer } from './own-nats-server.js';

/**
 * The authorization matrix's NATS half: what each service's credentials may do on a server running the
 * NATS boundary. A cell is a publish (sent as a request: a permission refusal comes back as its answer)
 * or a subscription (refused subscriptions are closed by the client before the next PONG).
 */
export type NatsAttempt =
  /** `body`: what is sent as it is (an event envelope); by default a request with no actor in Nest's packet. */
  { publish: string; body?: unknown } | { subscribe: string; queue?: string };

export interface NatsMatrixCase {
  who: Exclude<NatsIdentity, 'anonymous'>;
  /** The subject without the run's prefix, and the queue for a subscription, e.g. `sub identity.actor.resolve (identity)`. */
  attempt: NatsAttempt;
  expected: 'allowed' | 'denied';
}

const encoder = new TextEncoder();

/** A refusal by the server's permissions (a request wraps it as the cause of a RequestError). */
export function isPermissionViolation(error: unknown): boolean {
  return (
    error instanceof PermissionViolationError ||
    (error instanceof Error && error.cause instanceof PermissionViolationError)
  );
}

/** Whether the server lets `nc` do it: 'denied' only on a permissions violation. */
export async function natsAttempt(nc: NatsConnection, prefix: string, attempt: NatsAttempt) {
  if ('subscribe' in attempt) {
    const subject = attempt.subscribe.startsWith('_INBOX')
      ? attempt.subscribe
      : `${prefix}${attempt.subscribe}`;
    const subscription = nc.subscribe(subject, { queue: attempt.queue, callback: () => undefined });
    await nc.flush();
    if (subscription.isClosed()) return 'denied';
    subscription.unsubscribe();
    return 'allowed';
  }
  // By default a request in Nest's packet format with no actor: a handler refuses it as UNAUTHENTICATED.
  const body = attempt.body ?? {
    pattern: attempt.publish,
    data: { actor: null, payload: {} },
    id: randomUUID(),
  };
  try {
    await nc.request(`${prefix}${attempt.publish}`, encoder.encode(JSON.stringify(body)), { timeout: 5000 });
    return 'allowed';
  } catch (error) {
    return isPermissionViolation(error) ? 'denied' : 'allowed';
  }
}

function describeAttempt(attempt: NatsAttempt): string {
  if ('publish' in attempt) return `pub ${attempt.publish}`;
  return `sub ${attempt.subscribe}${attempt.queue ? ` (queue ${attempt.queue})` : ''}`;
}

/**
 * Runs every cell with a connection per identity and returns the cells that answered otherwise, e.g.
 * `groups × pub identity.organization.delete: expected denied, got allowed`. Expect `[]`.
 */
export async function checkNatsMatrix(server: OwnNatsServer, prefix: string, cases: NatsMatrixCase[]) {
  const connections = new Map<string, NatsConnection>();
  const wrong: string[] = [];
  try {
    for (const cell of cases) {
      let nc = connections.get(cell.who);
      if (!nc) connections.set(cell.who, (nc = await server.connectAs(cell.who)));
      const outcome = await natsAttempt(nc, prefix, cell.attempt);
      if (outcome !== cell.expected)
        wrong.push(
          `${cell.who} × ${describeAttempt(cell.attempt)}: expected ${cell.expected}, got ${outcome}`,
        );
    }
  } finally {
    for (const nc of connections.values()) await nc.close();
  }
  return wrong;
}
