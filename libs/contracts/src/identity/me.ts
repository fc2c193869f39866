import { z } from 'zod';
import { roleSchema } from '../common/actor.js';
import { heldMembershipSchema } from './membership-choice.js';

export * from './membership-choice.js';

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
  /** The role and organisation of the membership this request acts as (the chosen one, else the one used last). */
  role: roleSchema.nullable(),
  organizationId: z.string().uuid().nullable(),
  /**
   * Every (school, role) the person holds, for the header's 'École' picker and 'Changer de rôle' (decision 0050);
   * identity always answers it (optional only for the portals' development users).
   */
  memberships: z.array(heldMembershipSchema).optional(),
  instrument: z.string().nullable(),
  settings: z.object({ language: languageSchema, currency: currencySchema }),
});
export type Me = z.infer<typeof meSchema>;
