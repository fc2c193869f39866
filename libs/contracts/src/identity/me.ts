import { z } from 'zod';
import { roleSchema } from '../common/actor.js';

export const languageSchema = z.enum(['fr', 'en']);
export const currencySchema = z.enum(['CAD', 'USD', 'EUR']);

/** `GET /api/v1/me`: the signed-in user as the front ends need them. */
export const meSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  /** False until the address is proven by a mailed link (or by the issuer's `email_verified`). */
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema.nullable(),
  organizationId: z.string().uuid().nullable(),
  instrument: z.string().nullable(),
  settings: z.object({ language: languageSchema, currency: currencySchema }),
});
export type Me = z.infer<typeof meSchema>;
