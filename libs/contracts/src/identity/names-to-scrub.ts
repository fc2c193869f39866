import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { maxProfileLookupIds } from './profile-lookup.js';

/** A person's names and address, only so a text can be cleared of them. */
export const nameToScrubSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type NameToScrub = z.infer<typeof nameToScrubSchema>;

/**
 * The names and e-mails of members of one school, by ids, for Maestro IA to take them out of a text before it
 * leaves for a model (issue 30 §3) when its actor may not read them (a student asking a practice plan from an
 * assignment its teacher wrote: a classmate's name in its title must not leave). A system request (actor
 * `null`) only Maestro may send (the NATS boundary); nothing of it is ever shown: the names are replaced by
 * stand-ins, and put back on the server only where the actor could read them already. Someone not of that
 * school is left out.
 */
export const listNamesToScrub = defineRequest(
  'identity.names.to-scrub',
  z.object({
    organizationId: z.string().uuid(),
    userIds: z.array(z.string().uuid()).min(1).max(maxProfileLookupIds),
  }),
  z.object({ people: z.array(nameToScrubSchema) }),
);
