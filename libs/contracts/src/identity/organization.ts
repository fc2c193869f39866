import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const organizationSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

/**
 * /role-selection: a user without an organisation creates one and becomes its admin ('administrator'),
 * or its teacher ('teacher', my own organisation: a teacher working alone, who lands on their groups).
 */
export const createOrganization = defineRequest(
  'identity.organization.create',
  z.object({
    name: z.string().trim().min(2).max(200),
    role: z.enum(['admin', 'teacher']).default('admin'),
  }),
  organizationSchema,
);

/** Danger zone, admins only: erases the organisation, its users and, through the event, every service's data. */
export const deleteOrganization = defineRequest(
  'identity.organization.delete',
  z.object({}),
  z.object({ deleted: z.literal(true) }),
);
