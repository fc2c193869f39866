import { Ctx, MessagePattern, Payload, type NatsContext } from '@nestjs/microservices';
import { Logger } from '@nestjs/common';
import { requestEnvelopeSchema, type Actor, type Reply, type RequestContract } from '@crescendo/contracts';
import type { z } from 'zod';
import { CORRELATION_HEADER, currentContext, runInContext } from '../context/request-context.js';
import { toAppError } from '../errors/to-app-error.js';
import { requestActor } from '../actors/trusted-actors.js';
import { requestsInFlight } from './in-flight.js';
import { serviceMetrics } from '../metrics/service-metrics.js';
import { traceNatsHandling } from '../tracing/nats-spans.js';
import { tracing } from '../tracing/tracing-switch.js';

type Handler<C extends RequestContract<z.ZodType, z.ZodType>> = (
  payload: z.output<C['payload']>,
  actor: Actor | null,
) => Promise<z.input<C['reply']>>;

const logger = new Logger('Handles');

/**
 * Binds a method to a contract's subject: verifies the signed actor (UNAUTHENTICATED unless the gateway
 * signed it) and validates the envelope `{ actor, payload }` first, runs the method inside the request's
 * context (correlation id, actor and its token), validates what it returns, and always answers with the
 * reply envelope. Thrown AppExceptions become typed errors.
 */
export function Handles<C extends RequestContract<z.ZodType, z.ZodType>>(contract: C) {
  const envelope = requestEnvelopeSchema(contract.payload);
  return <M extends Handler<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const original = descriptor.value;
    if (!original) throw new Error(`@Handles(${contract.subject}) must decorate a method`);
    descriptor.value = async function (this: unknown, message: unknown, ctx?: NatsContext) {
      const correlationId = ctx?.getHeaders()?.get(CORRELATION_HEADER) || undefined;
      const started = performance.now();
      const answered = (outcome: string) =>
        serviceMetrics().natsRequests.observe(
          { subject: contract.subject, outcome },
          (performance.now() - started) / 1000,
        );
      const handle = () =>
        requestsInFlight.track(() =>
          runInContext({ correlationId }, async (): Promise<Reply<unknown>> => {
            try {
              const { actor, token } = await requestActor(message);
              Object.assign(currentContext()!, { actor, actorToken: token });
              // `reportInput`: the type received is named in the error (never the value: zodIssueParams).
              const { payload } = envelope.parse(message, { reportInput: true });
              const data = contract.reply.parse(
                await original.call(this, payload as z.output<C['payload']>, actor),
              );
              answered('ok');
              return { ok: true, data };
            } catch (error) {
              const { error: appError, unexpected } = toAppError(error);
              if (unexpected) logger.error(error instanceof Error ? error : String(error), contract.subject);
              answered(appError.code);
              return { ok: false, error: appError };
            }
          }),
        );
      // Traced: the handling continues the trace of the caller (`traceparent` in the message's headers).
      return tracing.on ? traceNatsHandling(contract.subject, ctx?.getHeaders(), handle) : handle();
    } as unknown as M;
    // Registered unprefixed: the server adds the run's prefix when it subscribes.
    MessagePattern(contract.subject)(target, key, descriptor);
    // Nest 12 passes a handler its payload alone unless a parameter asks for the context: the message's
    // headers (correlation id, `traceparent`) come with it.
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
  };
}
