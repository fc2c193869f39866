import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { cohortSchoolIdsSchema, schoolCohortsSchema, schoolIdsSchema } from '../common/school-figures.js';

/** How many groups (not archived) each school has; a school without any answers 0. */
export const countSchoolGroups = defineRequest(
  'groups.school-figures.count',
  z.object({ organizationIds: schoolIdsSchema }),
  z.object({ figures: z.array(z.object({ organizationId: z.string().uuid(), groups: z.number().int() })) }),
);

/**
 * Each school's programmes for the board dashboard (decision 0050): per programme its groups (not archived) and
 * their students, for identity to pass on to homework; a school without groups answers no programme.
 */
export const listSchoolCohorts = defineRequest(
  'groups.school-figures.cohorts',
  z.object({ organizationIds: cohortSchoolIdsSchema }),
  z.object({ schools: z.array(schoolCohortsSchema) }),
);
