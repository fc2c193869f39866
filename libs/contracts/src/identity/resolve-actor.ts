import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { actorSchema } from '../common/actor.js';
import { meSchema } from './me.js';

/**
 * Gateway → identity: who is this verified token? Creates the profile on a first sign-in
 * (spec §4: an e-mail without a profile gets a new profile with role teacher). Sent with actor `null`.
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
  }),
  z.object({ actor: actorSchema, me: meSchema }),
);
