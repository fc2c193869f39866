import { randomUUID } from 'node:crypto';
import {
  connect,
  errors,
  headers as natsHeaders,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';
import {
  replyEnvelopeSchema,
  type Actor,
  type AppError,
  type Reply,
  type RequestContract,
} from '@crescendo/contracts';
import type { z } from 'zod';
import { CORRELATION_HEADER, currentContext } from '../context/request-context.js';
import { AppException, appError } from '../errors/app-exception.js';
import { traceNatsRequest } from '../tracing/nats-spans.js';
import { tracing } from '../tracing/tracing-switch.js';

import { PassedReply, readReply } from './passed-reply.js';
import './settled-request-fix.js';
import { prefixSubject } from './subject-prefix.js';
import { TurnBatch } from './turn-batch.js';
import type { NatsAccess } from './nats-access.js';
import type { ActorSigner } from '../actors/actor-signer.js';

export interface ServiceClientOptions {
  /** One server or several (a cluster). */
  natsUrl: string | string[];
  prefix: string;
  timeoutMs: number;
  /** This process's NATS credentials and reply inbox (`natsAccess`); none on a server without auth. */
  access?: NatsAccess;
  /** Only in the gateway (and tests acting as it): signs the actors it resolved. */
  signer?: ActorSigner;
}

type Contract = RequestContract<z.ZodType, z.ZodType>;

/** zod compiles a schema on its first parse: build each contract's reply envelope once, not per request. */
const envelopes = new WeakMap<Contract, z.ZodType>();
function envelopeOf(contract: Contract): z.ZodType {
  let schema = envelopes.get(contract);
  if (!schema) envelopes.set(contract, (schema = replyEnvelopeSchema(contract.reply)));
  return schema;
}

/**
 * Typed request/reply in the packet format of Nest's NATS transport (what the services' `@Handles` read):
 * the subject and both schemas come from the contract, the correlation id of the current request travels
 * in a header, and silence becomes a TIMEOUT error. Requests go through nats.js's `request`, whose replies
 * all arrive on one subscription of the process's inbox: Nest's own client subscribes and unsubscribes an
 * inbox per request, two more protocol messages for the NATS server and a second write per request.
 */
export class ServiceClient {
  private connection: Promise<NatsConnection> | null = null;
  /** Requests of one event-loop turn leave in one socket write. */
  private readonly turn = new TurnBatch();

  constructor(private readonly options: ServiceClientOptions) {}

  /** Connected on first use, then kept (nats.js reconnects by itself). */
  private connected(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: this.options.natsUrl,
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
      // nats.js otherwise builds a RequestError and a TimeoutError (with their stacks) for every request,
      // in case it fails: 4 % of the gateway's CPU in a profile. Our errors name the subject anyway.
      noAsyncTraces: true,
      ...this.options.access,
    }).catch((error: unknown) => {
      this.connection = null;
      throw error;
    });
    return this.connection;
  }

  /** The reply envelope as it came, for callers that pass errors on (the gateway). */
  async send<C extends Contract>(
    contract: C,
    payload: z.input<C['payload']>,
    actor: Actor | null,
    timeoutMs = this.options.timeoutMs,
  ): Promise<Reply<z.output<C['reply']>>> {
    const raw = await this.exchange(contract, payload, actor, timeoutMs);
    return envelopeOf(contract).parse(raw) as Reply<z.output<C['reply']>>;
  }

  /**
   * The gateway's path: a success's data as the JSON bytes the service wrote (validated there against the
   * contract, not read again here), an error as its envelope.
   */
  async forward<C extends Contract>(
    contract: C,
    payload: z.input<C['payload']>,
    actor: Actor | null,
    timeoutMs = this.options.timeoutMs,
  ): Promise<{ ok: true; body: Uint8Array } | { ok: false; error: AppError }> {
    const raw = await this.exchange(contract, payload, actor, timeoutMs);
    if (raw instanceof PassedReply) return { ok: true, body: raw.body };
    const reply = envelopeOf(contract).parse(raw) as Reply<unknown>;
    if (!reply.ok) return reply;
    return { ok: true, body: new TextEncoder().encode(JSON.stringify(reply.data ?? null)) };
  }

  /**
   * One request and its answer as it came; silence, absence and transport failures as error envelopes. When
   * traces are exported, the request is a client span whose context travels in the headers (`traceparent`).
   */
  private exchange<C extends Contract>(
    contract: C,
    payload: z.input<C['payload']>,
    actor: Actor | null,
    timeoutMs: number,
  ): Promise<unknown> {
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, currentContext()?.correlationId ?? crypto.randomUUID());
    if (tracing.on)
      return traceNatsRequest(contract.subject, headers, () =>
        this.exchangeWith(headers, contract, payload, actor, timeoutMs),
      );
    return this.exchangeWith(headers, contract, payload, actor, timeoutMs);
  }

  private async exchangeWith<C extends Contract>(
    headers: MsgHdrs,
    contract: C,
    payload: z.input<C['payload']>,
    actor: Actor | null,
    timeoutMs: number,
  ): Promise<unknown> {
    const signedActor = actor ? await this.signedActor(actor) : null;
    const subject = prefixSubject(this.options.prefix, contract.subject);
    const packet = JSON.stringify({
      pattern: subject,
      data: { actor: signedActor, payload },
      id: randomUUID(),
    });
    const service = contract.subject.split('.')[0] ?? contract.subject;
    // Built only when it happens: rendering its French message per request was 2.7 % of the gateway's CPU.
    const timedOut = () => ({
      ok: false,
      error: appError('TIMEOUT', 'common.timeout', { params: { service } }),
    });
    const started = Date.now();
    try {
      const nats = await withDeadline(this.connected(), timeoutMs);
      if (!nats) return timedOut();
      const timeLeft = Math.max(1, timeoutMs - (Date.now() - started));
      const reply = readReply(
        await new Promise<Msg>((resolve, reject) =>
          this.turn.defer(() =>
            nats.request(subject, packet, { timeout: timeLeft, headers }).then(resolve, reject),
          ),
        ),
      );
      if ('err' in reply) return { ok: false, error: appError('UNAVAILABLE', 'common.unavailable') };
      return reply.response;
    } catch (error) {
      if (error instanceof errors.TimeoutError) return timedOut();
      // Nobody subscribed: the service is down.
      if (isNoResponders(error)) {
        return { ok: false, error: appError('UNAVAILABLE', 'common.down', { params: { service } }) };
      }
      return { ok: false, error: appError('UNAVAILABLE', 'common.unavailable') };
    }
  }

  /** The reply's data, or the remote error thrown as an AppException. */
  async request<C extends Contract>(
    contract: C,
    payload: z.input<C['payload']>,
    actor: Actor | null,
    timeoutMs?: number,
  ): Promise<z.output<C['reply']>> {
    const reply = await this.send(contract, payload, actor, timeoutMs);
    if (!reply.ok) throw AppException.fromError(reply.error);
    return reply.data;
  }

  /**
   * On a user's behalf a service forwards the signed actor its own request came with; only a client
   * holding the signing key (the gateway) signs one. Anything else would be a service minting an actor.
   */
  private async signedActor(actor: Actor): Promise<string> {
    const context = currentContext();
    if (context?.actorToken && sameActor(context.actor, actor)) return context.actorToken;
    if (this.options.signer) return this.options.signer.sign(actor);
    throw new Error(
      'ServiceClient: an actor can only be forwarded from the request being handled (the gateway alone signs actors)',
    );
  }

  /**
   * Dials now rather than on the first request: a service reports ready only once it can ask the others,
   * and its first request does not pay for the dial (CI saw a cold first request outlast its timeout).
   */
  async connect(): Promise<void> {
    await this.connected();
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    const nats = await connection?.catch(() => null);
    await nats?.close();
  }
}

function isNoResponders(error: unknown): boolean {
  return (
    error instanceof errors.NoRespondersError ||
    (error instanceof errors.RequestError && error.isNoResponders())
  );
}

/** The promise's value, or `null` if it takes longer than `ms`. */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function sameActor(a: Actor | null, b: Actor): boolean {
  return a === b || (a !== null && JSON.stringify(a) === JSON.stringify(b));
}
