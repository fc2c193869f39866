import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { schoolIdsSchema } from '../common/school-figures.js';

/** How many groups (not archived) each school has; a school without any answers 0. */
export const countSchoolGroups = defineRequest(
  'groups.school-figures.count',
  z.object({ organizationIds: schoolIdsSchema }),
  z.object({ figures: z.array(z.object({ organizationId: z.string().uuid(), groups: z.number().int() })) }),
);
