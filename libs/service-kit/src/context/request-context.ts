import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Actor } from '@crescendo/contracts';

/** What follows one request through a service: into its logs, its outgoing requests and its events. */
export interface RequestContext {
  correlationId: string;
  actor: Actor | null;
  /** The signed actor the request came with: what a call made on the actor's behalf forwards. */
  actorToken: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  return storage.run(
    {
      correlationId: context.correlationId ?? randomUUID(),
      actor: context.actor ?? null,
      actorToken: context.actorToken ?? null,
    },
    fn,
  );
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export const CORRELATION_HEADER = 'x-correlation-id';
