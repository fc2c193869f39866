import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { roleSchema } from '../common/actor.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/** What a teacher or an admin sees of another member of their organisation (names, e-mail, instrument). */
export const directoryEntrySchema = z.object({
  id: z.string().uuid(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().email(),
  instrument: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const maxProfileLookupIds = 500;

/**
 * Profiles of the actor's organisation, by ids (a roster's students, the groups' teachers), or all of
 * one role (an admin choosing a teacher; a teacher choosing a co-teacher among the staff, never the students). Ids outside the organisation are simply absent from the reply.
 */
export const profileLookupInputSchema = z
  .object({
    userIds: z.array(z.string().uuid()).max(maxProfileLookupIds).optional(),
    role: roleSchema.optional(),
  })
  .refine((input) => input.userIds !== undefined || input.role !== undefined, {
    message: 'validation.userIdsOrRole',
  });

export const lookupProfiles = defineRequest(
  'identity.profile.lookup',
  profileLookupInputSchema,
  z.object({ profiles: z.array(directoryEntrySchema) }),
);

export const lookupProfilesRoute = defineHttpRoute({
  id: 'lookupProfiles',
  method: 'POST',
  path: '/profiles/lookup',
  summary: 'Members of my organisation by ids, or all of one role (admins): names, e-mails, instruments',
  tag: 'identity',
  forwards: lookupProfiles,
  roles: ['admin', 'teacher'],
  body: profileLookupInputSchema,
});

/** Names of the people a user deals with: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const profileLookupRoutes: readonly HttpRoute[] = [lookupProfilesRoute];
