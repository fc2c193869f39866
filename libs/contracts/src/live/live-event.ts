import { z } from 'zod';

/**
 * An event a service sends to the sockets of a topic: a frozen name (`<service>.<entity>.<what happened>`)
 * and the schema of its data. The service writes it through its outbox (`outbox.addLive`, libs/service-kit),
 * so it leaves only if the change committed; browsers read it with the same schema (`useLiveTopic`).
 */
export interface LiveEventContract<D extends z.ZodType> {
  kind: 'live-event';
  name: string;
  data: D;
}

export function defineLiveEvent<D extends z.ZodType>(name: string, data: D): LiveEventContract<D> {
  return { kind: 'live-event', name, data };
}

export type LiveDataOf<C> = C extends LiveEventContract<infer D> ? z.output<D> : never;

/** What a service's outbox row holds for a live event (the `data` of the event envelope in the LIVE stream). */
export const liveEnvelopeDataSchema = z.object({ name: z.string(), data: z.unknown() });
export type LiveEnvelopeData = z.infer<typeof liveEnvelopeDataSchema>;
