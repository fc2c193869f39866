import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';

/**
 * A message as data: a key of the servers' catalogue (`@crescendo/i18n/server-errors`) and the values of
 * its placeholders; `key: 'zod'` carries a zod issue, said in zod's words of the reader's language.
 */
export const localizedMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The error half of every NATS reply and every HTTP error body. `message` and `fields` are the French
 * text (logs, curl, older clients); `messageKey`, `params` and `fieldMessages` let each front end say
 * it in its user's language (decision 0018).
 */
export const appErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldMessages: z.record(z.string(), localizedMessageSchema).optional(),
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
