import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const maxInstrumentIds = 500;

/**
 * The instruments of members of one school (their profile's, as they answered it), for the sections of a
 * group's goal (issue 29 §4: 'the flutes practise 5 days a week'). A system request (actor `null`) only the
 * reports may send (the NATS boundary), once groups said the actor teaches or is in the group; an id of another
 * organisation or of nobody is absent from the reply. Names are never given.
 */
export const listStudentInstruments = defineRequest(
  'identity.instruments.list',
  z.object({
    organizationId: z.string().uuid(),
    userIds: z.array(z.string().uuid()).max(maxInstrumentIds),
  }),
  z.object({
    instruments: z.array(z.object({ userId: z.string().uuid(), instrument: z.string().nullable() })),
  }),
);
