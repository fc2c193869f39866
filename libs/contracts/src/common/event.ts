import { z } from 'zod';

/**
 * A JetStream event: frozen subject `evt.<service>.<entity>.<past-tense>` and its data schema.
 * A subject whose data changes shape gets a version suffix (`.v2`) rather than changing in place.
 */
export interface EventContract<D extends z.ZodType> {
  subject: string;
  data: D;
}

export function defineEvent<D extends z.ZodType>(subject: string, data: D): EventContract<D> {
  return { subject, data };
}

/** What travels on the wire for every event. `id` is also the `Nats-Msg-Id` (publisher de-duplication). */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  subject: z.string(),
  occurredAt: z.string(),
  organizationId: z.string().uuid().nullable(),
  correlationId: z.string().optional(),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
export type EventDataOf<C> = C extends EventContract<infer D> ? z.output<D> : never;
