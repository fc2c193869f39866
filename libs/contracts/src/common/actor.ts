import { z } from 'zod';

export const roles = ['admin', 'teacher', 'student'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who is asking. Resolved by the gateway from a verified token; services trust nothing else. */
export const actorSchema = z.object({
  userId: z.string().uuid(),
  organizationId: z.string().uuid().nullable(),
  roles: z.array(roleSchema),
});
export type Actor = z.infer<typeof actorSchema>;
