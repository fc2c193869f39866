import { z } from 'zod';
import { roleSchema } from '../common/actor.js';

/**
 * The membership a request acts as (decision 0050: the actor is one membership at a time): the browser sends it
 * as `X-Crescendo-School` and `X-Crescendo-Role`, identity checks it against the memberships it holds.
 */
export const membershipChoiceSchema = z.object({
  organizationId: z.string().uuid(),
  role: roleSchema,
});
export type MembershipChoice = z.infer<typeof membershipChoiceSchema>;

/** The request headers that carry the choice. */
export const membershipChoiceHeaders = {
  school: 'x-crescendo-school',
  role: 'x-crescendo-role',
} as const;

/** A membership the person holds, for the header's 'École' picker and 'Changer de rôle'. */
export const heldMembershipSchema = z.object({
  organizationId: z.string().uuid(),
  organizationName: z.string(),
  role: roleSchema,
});
export type HeldMembership = z.infer<typeof heldMembershipSchema>;
