import { z } from 'zod';

export const roles = ['admin', 'teacher', 'student'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who is asking. Resolved by the gateway from a verified token; services trust nothing else. */
export const actorSchema = z.object({
  userId: z.string().uuid(),
  organizationId: z.string().uuid().nullable(),
  roles: z.array(roleSchema),
  /** When the user last typed their credentials (the token's `auth_time`, seconds): sudo mode checks it. */
  authTime: z.number().int().nonnegative().optional(),
});
export type Actor = z.infer<typeof actorSchema>;
