import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { actorSchema } from '../common/actor.js';
import { meSchema } from './me.js';
import { membershipChoiceSchema } from './membership-choice.js';

/**
 * Gateway → identity: who is this verified token? Creates the profile on a first sign-in
 * (spec §4: an e-mail without a profile gets a new profile with role teacher). Sent with actor `null`.
 * The actor is one membership at a time (decision 0050).
 */
export const resolveActor = defineRequest(
  'identity.actor.resolve',
  z.object({
    issuer: z.string(),
    subject: z.string().min(1),
    email: z.string().email(),
    /**
     * The issuer's `email_verified` claim: only a proven address links a new sign-in to an existing user
     * or counts as verified. Absent means not proven.
     */
    emailVerified: z.boolean().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    /**
     * The membership the request acts as (the `X-Crescendo-School` and `X-Crescendo-Role` headers): answered
     * only if the person holds it (else FORBIDDEN, 'Erreur lors du changement de rôle.'), and it becomes the
     * one used last. Without it, the membership used last.
     */
    choice: membershipChoiceSchema.optional(),
    /**
     * A Keycloak token's `organization` claim: the aliases of the organisations it names. Present, only the
     * memberships in those organisations count; an alias the platform does not know is refused (FORBIDDEN).
     * Claims only narrow the memberships identity holds, never grant one (decision 0050).
     */
    organizations: z.array(z.string().min(1).max(255)).max(200).optional(),
    /**
     * A Keycloak token's `realm_access.roles`: when they name one of the platform's roles, only memberships of
     * a role named count, and a role named but held in none of the organisations counted is refused. Other
     * realm roles (offline_access, default-roles-…) are ignored.
     */
    realmRoles: z.array(z.string().min(1).max(255)).max(200).optional(),
  }),
  z.object({ actor: actorSchema, me: meSchema }),
);
