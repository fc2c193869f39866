import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';

/** The error half of every NATS reply and every HTTP error body. `message` is French by default. */
export const appErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** With `RATE_LIMITED`: seconds before trying again (the gateway sends it as `Retry-After`). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type AppError = z.infer<typeof appErrorSchema>;

export type Reply<T> = { ok: true; data: T } | { ok: false; error: AppError };

export function replySchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data }),
    z.object({ ok: z.literal(false), error: appErrorSchema }),
  ]);
}
