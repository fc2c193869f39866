import { z } from 'zod';
import { signedActorSchema } from './signed-actor.js';
import { replySchema } from './envelope.js';

/**
 * A request/reply message: its frozen subject, the schema of its payload and of its reply data.
 * Every request travels as `{ actor, payload }` (`actor`: the gateway's signed actor, or `null` for a
 * system call); the reply as the envelope `{ ok, data } | { ok, error }`.
 */
export interface RequestContract<P extends z.ZodType, R extends z.ZodType> {
  subject: string;
  payload: P;
  reply: R;
}

export function defineRequest<P extends z.ZodType, R extends z.ZodType>(
  subject: string,
  payload: P,
  reply: R,
): RequestContract<P, R> {
  return { subject, payload, reply };
}

export function requestEnvelopeSchema<P extends z.ZodType>(payload: P) {
  return z.object({ actor: signedActorSchema.nullable(), payload });
}

export function replyEnvelopeSchema<R extends z.ZodType>(reply: R) {
  return replySchema(reply);
}

/** What a handler receives: the payload as the contract's schema outputs it (defaults applied, trimmed). */
export type PayloadOf<C> = C extends RequestContract<infer P, z.ZodType> ? z.output<P> : never;
/** What a caller sends: the payload before the schema's defaults and transforms. */
export type PayloadInOf<C> = C extends RequestContract<infer P, z.ZodType> ? z.input<P> : never;
export type ReplyOf<C> = C extends RequestContract<z.ZodType, infer R> ? z.output<R> : never;
