import { z } from 'zod';
import { defineLiveEvent } from '../live/live-event.js';

/**
 * The key a page gives a request to Maestro IA so it recognises that request's progress on its live topic
 * (`user:<id>`): a random UUID the page makes for each question.
 */
export const maestroProgressKeySchema = z.string().uuid();

/**
 * A request's progress, on the asker's `user:<id>` topic (decision 0068): waiting in the provider's queue
 * (`position`: 1 is next, the page says 'En attente : N'), or the answer being written (`text`: the next
 * piece of the preview, names already put back on the server; `index` counts the pieces from 0; `restart`:
 * the first try failed and the preview starts again). The preview is never the draft: the request's reply
 * is, validated.
 */
export const maestroProgressSchema = z.discriminatedUnion('state', [
  z.object({
    key: maestroProgressKeySchema,
    state: z.literal('waiting'),
    position: z.number().int().min(1),
  }),
  z.object({
    key: maestroProgressKeySchema,
    state: z.literal('writing'),
    index: z.number().int().min(0),
    text: z.string(),
    restart: z.boolean().optional(),
  }),
]);
export type MaestroProgress = z.infer<typeof maestroProgressSchema>;

export const maestroProgressLive = defineLiveEvent('maestro.answer.progress', maestroProgressSchema);
